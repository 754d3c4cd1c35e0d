export * from './StarRating';
