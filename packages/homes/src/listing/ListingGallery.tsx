import type { ListingMedia } from '@wayfare/domain';
import { PhotoGallery } from '@wayfare/ui';
import { lazy, Suspense, useState } from 'react';

// The modal is loaded when first opened, so the listing's first load does not carry it.
const PhotoModal = lazy(async () => ({
  default: (await import('@wayfare/ui/photo-modal')).PhotoModal,
}));

export interface ListingGalleryProps {
  readonly photos: readonly ListingMedia[];
  readonly listingName: string;
  readonly categorizedGalleryOn: boolean;
  readonly onImageError: (url: string) => void;
}

/** The hero and, on "See all photos (N)", every photo in a modal (spec: platform §2 Gallery). */
export function ListingGallery({
  photos,
  listingName,
  categorizedGalleryOn,
  onImageError,
}: ListingGalleryProps) {
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
