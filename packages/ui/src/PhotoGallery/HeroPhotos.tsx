import Box from '@mui/material/Box';
import { heroPhotoCount, listingLayout } from '@wayfare/domain';
import type { ReactNode } from 'react';
import { GalleryImage } from './GalleryImage';
import type { GalleryPhoto } from './galleryPhotos';

export interface HeroPhotosProps {
  readonly photos: readonly GalleryPhoto[];
  readonly onPhotoError: (url: string) => void;
  /** Drawn over the photos' bottom right corner: the "See all photos (N)" button. */
  readonly action: ReactNode;
}

const { heroHeight, heroSplit } = listingLayout.gallery;

/**
 * The desktop hero (spec: platform §2 "hero of 3 photos on desktop (60/40 split)"): the first
 * photo takes the wide side, the next two are stacked on the narrow one. With fewer photos the
 * first one takes the whole width, or the second the whole narrow side.
 */
export function HeroPhotos({ photos, onPhotoError, action }: HeroPhotosProps) {
  const hero = photos.slice(0, heroPhotoCount);
  const sideCount = hero.length - 1;
  return (
    <Box
      data-layout="hero"
      sx={{
        position: 'relative',
        display: 'grid',
        gap: 1,
        height: heroHeight.desktop,
        // fr units keep the split exact after the gap is taken out; minmax(0, …) lets photos shrink.
        gridTemplateColumns:
          sideCount > 0
            ? `minmax(0, ${heroSplit.main * 100}fr) minmax(0, ${heroSplit.side * 100}fr)`
            : 'minmax(0, 1fr)',
        gridTemplateRows: `repeat(${Math.max(sideCount, 1)}, minmax(0, 1fr))`,
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {hero.map((photo, index) => (
        <GalleryImage
          key={photo.key}
          url={photo.url}
          alt={photo.alt}
          eager={index === 0}
          onError={onPhotoError}
          gridRow={index === 0 ? '1 / -1' : undefined}
        />
      ))}
      <Box sx={{ position: 'absolute', right: 16, bottom: 16 }}>{action}</Box>
    </Box>
  );
}
