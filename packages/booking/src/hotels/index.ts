export * from './hotelSearchQuery';
export * from './lodgingSuggestionsQuery';
export * from './hotelShopQuery';
