export * from './PhotoGallery';
export * from './PhotoGalleryWithModal';
