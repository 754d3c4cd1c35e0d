export * from './PricePredictionNotice';
