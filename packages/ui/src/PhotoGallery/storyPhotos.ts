import type { ListingMedia, PhotoKind } from '@wayfare/domain';

/**
 * Listing photos for stories and tests: small inline SVG pictures, so no story needs the network
 * and every screenshot is the same. Each kind has its own colours; the index moves the shapes.
 */

const colours: Record<PhotoKind | 'Untagged', readonly [string, string, string]> = {
  LivingRoom: ['#f3e3c3', '#c98b4a', '#6b4a2b'],
  FamilyRoom: ['#efe0d0', '#b9835a', '#5d3f2a'],
  Kitchen: ['#e4eef0', '#7fa7b0', '#2f5963'],
  Kitchenette: ['#e8f0e8', '#8fb08f', '#35583a'],
  DiningRoom: ['#f4e6dc', '#c4785a', '#6a3524'],
  DiningArea: ['#f1e9da', '#b79a5e', '#5f4a22'],
  Bedroom: ['#e9e4f3', '#9a8cc4', '#40356b'],
  Bathroom: ['#e0f1f6', '#6fb5c9', '#1f5666'],
  Exterior: ['#cfe6f7', '#6ea85b', '#2f5a27'],
  Pool: ['#d3eefa', '#3aa0d0', '#135a7a'],
  Garden: ['#dff0d8', '#77b05e', '#2d5a20'],
  View: ['#d9e8f5', '#5f8fb8', '#23415e'],
  Untagged: ['#eceae6', '#a29d93', '#4b4740'],
};

function svgDataUrl(kind: PhotoKind | 'Untagged', index: number): string {
  const [light, mid, dark] = colours[kind];
  const shift = (index * 37) % 160;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
    `<rect width="800" height="600" fill="${light}"/>`,
    `<rect y="380" width="800" height="220" fill="${mid}"/>`,
    `<rect x="${160 + shift}" y="220" width="260" height="200" rx="12" fill="${dark}"/>`,
    `<rect x="${200 + shift}" y="260" width="70" height="70" rx="6" fill="${light}"/>`,
    `<circle cx="${620 - shift / 2}" cy="150" r="60" fill="${mid}"/>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** One photo of a kind (or untagged), different for each index. */
export function storyPhoto(kind: PhotoKind | 'Untagged', index = 0): ListingMedia {
  const url = svgDataUrl(kind, index);
  return kind === 'Untagged' ? { url } : { url, tags: { kind } };
}

/** A url that fails to load: the image data is not an image. */
export const brokenPhotoUrl = 'data:image/png;base64,broken';

const tourKinds: readonly PhotoKind[] = [
  'Exterior',
  'LivingRoom',
  'Kitchen',
  'DiningRoom',
  'Bedroom',
  'Bathroom',
  'Bedroom',
  'Pool',
  'LivingRoom',
  'Garden',
];

/** A listing's photos, every one tagged: the categorized gallery groups them all. */
export function tourPhotos(count = 10): ListingMedia[] {
  return Array.from({ length: count }, (_, index) =>
    storyPhoto(tourKinds[index % tourKinds.length] ?? 'Exterior', index),
  );
}

/**
 * `count` photos of which `tagged` carry a known kind, the tagged ones first: the share decides
 * whether the gallery is grouped (spec: platform §9 "at least 70% tagged").
 */
export function partlyTaggedPhotos(count: number, tagged: number): ListingMedia[] {
  return Array.from({ length: count }, (_, index) =>
    index < tagged
      ? storyPhoto(tourKinds[index % tourKinds.length] ?? 'Exterior', index)
      : storyPhoto('Untagged', index),
  );
}
