import Box from '@mui/material/Box';
import { GalleryImage } from '../PhotoGallery/GalleryImage';
import type { GalleryPhoto } from '../PhotoGallery/galleryPhotos';

export interface PhotoGridProps {
  readonly photos: readonly GalleryPhoto[];
  /** The modal's very first photo loads at once; the rest as they scroll near. */
  readonly eagerFirst: boolean;
  readonly onPhotoError: (url: string) => void;
}

/** A run of photos in the modal: one column on phones, two from 600 px. */
export function PhotoGrid({ photos, eagerFirst, onPhotoError }: PhotoGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 1,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {photos.map((photo, index) => (
        <Box component="li" key={photo.key} sx={{ aspectRatio: '3 / 2' }}>
          <GalleryImage
            url={photo.url}
            alt={photo.alt}
            eager={eagerFirst && index === 0}
            onError={onPhotoError}
          />
        </Box>
      ))}
    </Box>
  );
}
