export * from './hotelSearchQuery';
export * from './lodgingSuggestionsQuery';
