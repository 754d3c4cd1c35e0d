export * from './sessionInfo';
