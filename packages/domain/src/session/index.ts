export * from './sessionInfo';
export * from './csrf';
