export * from './ResultCard';
