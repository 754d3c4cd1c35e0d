import type { ListingMedia } from '@wayfare/domain';
import { PhotoGallery } from './PhotoGallery';
import { lazy, Suspense, useState } from 'react';

// The modal is loaded when first opened, so the page's first load does not carry it.
const PhotoModal = lazy(async () => ({
  default: (await import('../PhotoModal')).PhotoModal,
}));

export interface PhotoGalleryWithModalProps {
  /** Every photo of the home or hotel; the first is the hero. */
  readonly photos: readonly ListingMedia[];
  /** The home's or hotel's name, in the photos' and the modal's names. */
  readonly listingName: string;
  /** The modal groups the photos by their kind (spec: platform §9 categorized gallery). */
  readonly categorizedGalleryOn: boolean;
  /** A photo failed to load: its url, for the event log. */
  readonly onImageError: (url: string) => void;
}

/**
 * A listing's or hotel's photos: the hero and, on "See all photos (N)", every photo in a modal
 * (spec: platform §2 Gallery), loaded when first opened.
 */
export function PhotoGalleryWithModal({
  photos,
  listingName,
  categorizedGalleryOn,
  onImageError,
}: PhotoGalleryWithModalProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <PhotoGallery
        photos={photos}
        listingName={listingName}
        onImageError={onImageError}
        onSeeAllPhotos={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <PhotoModal
            open={open}
            onClose={() => setOpen(false)}
            photos={photos}
            listingName={listingName}
            categorizedGalleryOn={categorizedGalleryOn}
            onImageError={onImageError}
          />
        </Suspense>
      )}
    </>
  );
}
