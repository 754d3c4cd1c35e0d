export * from './PhotoGallery';
