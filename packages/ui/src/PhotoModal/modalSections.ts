import { galleryLayout, type ListingMedia, type PhotoGroup } from '@wayfare/domain';
import { galleryPhotos, type GalleryPhoto } from '../PhotoGallery/galleryPhotos';

/** A run of photos in the modal: a photo group, or the one plain list (no group). */
export interface ModalSection {
  readonly group?: PhotoGroup;
  readonly photos: readonly GalleryPhoto[];
}

/**
 * What the modal shows: `galleryLayout` of @wayfare/domain decides plain or grouped (spec:
 * platform §2) on every photo the listing has; photos that failed to load are then left out,
 * with groups they emptied, and the rest numbered in the order shown.
 */
export function modalSections(
  photos: readonly ListingMedia[],
  categorizedGalleryOn: boolean,
  failed: ReadonlySet<string>,
  listingName: string,
): ModalSection[] {
  const layout = galleryLayout(photos, categorizedGalleryOn);
  const runs =
    layout.kind === 'plain'
      ? [{ group: undefined, photos: layout.photos }]
      : layout.groups.map(({ group, photos: groupPhotos }) => ({ group, photos: groupPhotos }));
  // Number across the sections: one list in the order shown, then cut back into sections.
  const numbered = galleryPhotos(
    runs.flatMap((run) => run.photos),
    failed,
    listingName,
  );
  let next = 0;
  return runs
    .map(({ group, photos: runPhotos }) => {
      const shown = numbered.slice(
        next,
        next + runPhotos.filter((photo) => !failed.has(photo.url)).length,
      );
      next += shown.length;
      return { group, photos: shown };
    })
    .filter((section) => section.photos.length > 0);
}
