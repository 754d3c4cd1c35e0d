export * from './TravelerStep';
