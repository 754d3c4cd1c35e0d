export * from './amenityCategories';
export * from './calendarDay';
export * from './listing';
export * from './listingPresentation';
export * from './photoGroups';
export * from './priceQuote';
export * from './stayTerms';
export * from './unavailabilityReasons';
