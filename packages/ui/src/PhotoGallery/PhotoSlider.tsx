import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { listingLayout, photoCounterText } from '@wayfare/domain';
import { useRef, useState, type ReactNode } from 'react';
import { GalleryImage } from './GalleryImage';
import type { GalleryPhoto } from './galleryPhotos';

export interface PhotoSliderProps {
  readonly photos: readonly GalleryPhoto[];
  /** The accessible name of the slider. */
  readonly label: string;
  readonly onPhotoError: (url: string) => void;
  /** Drawn over the photos' bottom right corner: the "See all photos (N)" button. */
  readonly action: ReactNode;
}

const navButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 2,
  '&:hover': { bgcolor: 'grey.100' },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * The mobile gallery (spec: platform §2 "slider on mobile"): one photo at a time, swiped with CSS
 * scroll snapping, with an "n / N" counter and previous and next buttons that wrap around. The
 * strip itself is focusable, so the arrow keys scroll it too.
 */
export function PhotoSlider({ photos, label, onPhotoError, action }: PhotoSliderProps) {
  const theme = useTheme();
  const stripRef = useRef<HTMLUListElement>(null);
  const [scrolledTo, setScrolledTo] = useState(0);
  // A hidden photo can leave the strip shorter than the position it was scrolled to.
  const current = Math.min(scrolledTo, photos.length - 1);
  const currentPhoto = photos[current];

  const onScroll = () => {
    const strip = stripRef.current;
    if (strip && strip.clientWidth > 0)
      setScrolledTo(Math.round(strip.scrollLeft / strip.clientWidth));
  };

  const goTo = (index: number) => {
    const strip = stripRef.current;
    if (!strip) return;
    const target = (index + photos.length) % photos.length;
    strip.scrollTo({
      left: target * strip.clientWidth,
      behavior: theme.wayfare.reducedMotion ? 'instant' : 'smooth',
    });
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-layout="slider"
      data-current={current + 1}
      sx={{ position: 'relative', height: listingLayout.gallery.heroHeight.mobile }}
    >
      <Box
        component="ul"
        ref={stripRef}
        tabIndex={0}
        onScroll={onScroll}
        sx={{
          display: 'flex',
          height: '100%',
          m: 0,
          p: 0,
          listStyle: 'none',
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        }}
      >
        {photos.map((photo, index) => (
          <Box
            component="li"
            key={photo.key}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start', scrollSnapStop: 'always' }}
          >
            <GalleryImage
              url={photo.url}
              alt={photo.alt}
              eager={index === 0}
              onError={onPhotoError}
            />
          </Box>
        ))}
      </Box>
      {photos.length > 1 && (
        <>
          <IconButton
            aria-label="Previous photo"
            size="small"
            onClick={() => goTo(current - 1)}
            sx={{ ...navButton, left: 8 }}
          >
            <ChevronLeftRounded />
          </IconButton>
          <IconButton
            aria-label="Next photo"
            size="small"
            onClick={() => goTo(current + 1)}
            sx={{ ...navButton, right: 8 }}
          >
            <ChevronRightRounded />
          </IconButton>
        </>
      )}
      <Box
        aria-live="polite"
        data-testid="photo-counter"
        sx={{
          position: 'absolute',
          left: 12,
          bottom: 12,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'rgba(27, 31, 36, 0.8)',
          color: 'common.white',
          typography: 'body2',
          fontWeight: 600,
        }}
      >
        <span aria-hidden>{photoCounterText(current + 1, photos.length)}</span>
        {/* Read as the photo's own name, "…, photo 2 of 10", rather than "2 slash 10". */}
        <Box component="span" sx={visuallyHidden}>
          {currentPhoto?.alt}
        </Box>
      </Box>
      <Box sx={{ position: 'absolute', right: 12, bottom: 12 }}>{action}</Box>
    </Box>
  );
}
