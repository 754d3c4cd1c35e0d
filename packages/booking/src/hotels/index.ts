export * from './hotelSearchQuery';
export * from './lodgingSuggestionsQuery';
export * from './hotelShopQuery';
export * from './hotelShopOf';
export * from './hotelBookingStorage';
export * from './hotelsCheckoutProduct';
