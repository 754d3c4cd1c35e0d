export * from './truncateText';
