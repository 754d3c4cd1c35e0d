export * from './PhotoModal';
