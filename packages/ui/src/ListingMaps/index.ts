export * from './ListingLocationMap';
export * from './ListingResultsMap';
