export * from './wishlistsQuery';
export * from './useCreateWishlist';
export * from './useRenameWishlist';
export * from './useDeleteWishlist';
export * from './useSaveListing';
export * from './useRemoveSavedListing';
export * from './useSavedListingDetails';
