export * from './TripCard';
