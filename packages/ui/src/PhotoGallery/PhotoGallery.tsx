import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { listingLayout, photoModalTitle, type ListingMedia } from '@wayfare/domain';
import { galleryPhotos } from './galleryPhotos';
import { HeroPhotos } from './HeroPhotos';
import { PhotoSlider } from './PhotoSlider';
import { SeeAllPhotosButton } from './SeeAllPhotosButton';
import { useFailedPhotos } from './useFailedPhotos';

export interface PhotoGalleryProps {
  /** The listing's photos, in the listing's order. */
  readonly photos: readonly ListingMedia[];
  /** Names every photo: "<listing name>, photo 2 of 10". */
  readonly listingName: string;
  /** The "See all photos (N)" button was pressed: the screen opens the photo modal. */
  readonly onSeeAllPhotos: () => void;
  /**
   * A photo failed to load. It is hidden, not shown broken, and its url is reported once so the
   * screen can log the event (spec: platform §8).
   */
  readonly onImageError?: (url: string) => void;
}

/**
 * The listing's hero (spec: platform §2 Gallery): three photos on desktop, the first on 60% of
 * the width and two stacked on the other 40%; a one-at-a-time slider on mobile. Both have the
 * "See all photos (N)" button, N counting the photos that loaded.
 */
export function PhotoGallery({
  photos,
  listingName,
  onSeeAllPhotos,
  onImageError,
}: PhotoGalleryProps) {
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { failed, photoFailed } = useFailedPhotos(onImageError);
  const shown = galleryPhotos(photos, failed, listingName);

  if (shown.length === 0) {
    // Nothing to show (no photos, or none loaded): keep the hero's place so the page does not jump.
    const { heroHeight } = listingLayout.gallery;
    return (
      <Box
        data-layout="empty"
        sx={{
          height: { xs: heroHeight.mobile, md: heroHeight.desktop },
          borderRadius: { md: 1 },
          bgcolor: 'action.hover',
        }}
      />
    );
  }

  const seeAll = <SeeAllPhotosButton count={shown.length} onClick={onSeeAllPhotos} />;
  return isMobile ? (
    <PhotoSlider
      photos={shown}
      label={photoModalTitle(listingName)}
      onPhotoError={photoFailed}
      action={seeAll}
    />
  ) : (
    <HeroPhotos photos={shown} onPhotoError={photoFailed} action={seeAll} />
  );
}
