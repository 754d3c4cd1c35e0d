export * from './HotelCard';
