export * from './SatisfactionSurvey';
