import type { ListingMedia } from './listing';

/** Photo groups of the categorized gallery, in the order it shows them (spec: platform §2). */
export const photoGroups = [
  'Living Area',
  'Kitchen',
  'Dining Area',
  'Bedroom',
  'Bathroom',
  'Exterior',
  'Additional Photos',
] as const;
export type PhotoGroup = (typeof photoGroups)[number];

/**
 * The photo kinds the gallery knows, each in one group (kind names are the provider's tags; the
 * spec names only the groups, so the kinds are ours).
 */
export const photoKindGroups = {
  LivingRoom: 'Living Area',
  FamilyRoom: 'Living Area',
  Kitchen: 'Kitchen',
  Kitchenette: 'Kitchen',
  DiningRoom: 'Dining Area',
  DiningArea: 'Dining Area',
  Bedroom: 'Bedroom',
  Bathroom: 'Bathroom',
  Exterior: 'Exterior',
  Pool: 'Exterior',
  Garden: 'Exterior',
  View: 'Exterior',
} as const satisfies Record<string, PhotoGroup>;
export type PhotoKind = keyof typeof photoKindGroups;

/** spec: platform §9 "categorized gallery needs at least 70% tagged". */
export const categorizedGalleryThreshold = 0.7;

/** spec: platform §9 "Gallery: 3 photos up front". */
export const heroPhotoCount = 3;

export function isPhotoKind(kind: string | undefined): kind is PhotoKind {
  return kind !== undefined && Object.hasOwn(photoKindGroups, kind);
}

/** The share of photos tagged with a kind the gallery knows. */
export function knownKindShare(media: readonly ListingMedia[]): number {
  if (media.length === 0) return 0;
  return media.filter((photo) => isPhotoKind(photo.tags?.kind)).length / media.length;
}

export type GalleryLayout =
  | { readonly kind: 'plain'; readonly photos: readonly ListingMedia[] }
  | {
      readonly kind: 'categorized';
      readonly groups: readonly {
        readonly group: PhotoGroup;
        readonly photos: readonly ListingMedia[];
      }[];
    };

/**
 * spec: platform §2 "With the categorized-gallery experiment and at least 70% of photos tagged
 * with a known kind, photos are grouped by category; otherwise one plain list." Untagged photos
 * go to Additional Photos; empty groups are left out.
 */
export function galleryLayout(
  media: readonly ListingMedia[],
  categorizedGalleryOn: boolean,
): GalleryLayout {
  if (!categorizedGalleryOn || knownKindShare(media) < categorizedGalleryThreshold)
    return { kind: 'plain', photos: media };
  const groupOf = (photo: ListingMedia): PhotoGroup => {
    const kind = photo.tags?.kind;
    return isPhotoKind(kind) ? photoKindGroups[kind] : 'Additional Photos';
  };
  return {
    kind: 'categorized',
    groups: photoGroups
      .map((group) => ({ group, photos: media.filter((photo) => groupOf(photo) === group) }))
      .filter(({ photos }) => photos.length > 0),
  };
}

/** The "See all photos (N)" button (spec: platform §2). */
export function seeAllPhotosLabel(count: number): string {
  return `See all photos (${count})`;
}
