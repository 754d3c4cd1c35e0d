export * from './theme';
export * from './ErrorPanel';
export * from './TruncatedText';
export * from './LoadingPopup';
export * from './PhotoGallery';
export * from './StayDatesPicker';
export * from './ListingCard';
export * from './GuestPicker';
