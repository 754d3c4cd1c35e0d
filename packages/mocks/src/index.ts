export * from './fixtures';
export * from './handlers';
export * from './scenarios';
export { errorAnswer, neverAnswers } from './scenarios/scenario';
