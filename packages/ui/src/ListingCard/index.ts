export * from './ListingCard';
