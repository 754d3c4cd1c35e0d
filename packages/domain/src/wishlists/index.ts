export * from './wishlist';
export * from './wishlistRequests';
export * from './savedListingIds';
