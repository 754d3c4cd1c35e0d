export * from './HotelCard';
export * from './StarRating';
