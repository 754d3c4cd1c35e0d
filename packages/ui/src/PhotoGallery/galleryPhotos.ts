import { photoAltText, type ListingMedia } from '@wayfare/domain';

/** A photo as the gallery shows it: a stable key, its url and its numbered alternative text. */
export interface GalleryPhoto {
  readonly key: string;
  readonly url: string;
  readonly alt: string;
}

/**
 * The photos still shown, numbered among themselves: a photo that failed to load is left out
 * (spec: platform §8), so "photo 2 of 9" never points at a hidden one. Keys are the positions
 * in the listing's list, so a photo keeps its image element when another one is hidden.
 */
export function galleryPhotos(
  photos: readonly ListingMedia[],
  failed: ReadonlySet<string>,
  listingName: string,
): GalleryPhoto[] {
  const shown = photos
    .map((photo, index) => ({ key: String(index), url: photo.url }))
    .filter((photo) => !failed.has(photo.url));
  return shown.map((photo, index) => ({
    ...photo,
    alt: photoAltText(listingName, index + 1, shown.length),
  }));
}
