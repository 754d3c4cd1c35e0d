export * from './ErrorPanel';
