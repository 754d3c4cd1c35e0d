import { describe, expect, it } from 'vitest';
import { galleryLayout, knownKindShare, photoGroups, seeAllPhotosLabel } from './photoGroups';

const photo = (kind?: string) => ({
  url: `https://example.com/${kind ?? 'untagged'}.jpg`,
  ...(kind ? { tags: { kind } } : {}),
});
const tagged = (knownCount: number, total: number) =>
  Array.from({ length: total }, (_, index) =>
    photo(index < knownCount ? 'Bedroom' : index % 2 ? 'Unheard' : undefined),
  );

// spec: platform §2 "Photo groups: Living Area, Kitchen, Dining Area, Bedroom, Bathroom, Exterior, Additional Photos."
it('has the spec photo groups in order', () => {
  expect(photoGroups).toEqual([
    'Living Area',
    'Kitchen',
    'Dining Area',
    'Bedroom',
    'Bathroom',
    'Exterior',
    'Additional Photos',
  ]);
});

// spec: platform §2 "at least 70% of photos tagged with a known kind"; §9 "needs at least 70% tagged"
describe('galleryLayout', () => {
  it.each([
    [69, 100, true, 'plain'],
    [70, 100, true, 'categorized'],
    [7, 10, true, 'categorized'],
    [100, 100, false, 'plain'],
    [0, 4, true, 'plain'],
    [0, 0, true, 'plain'],
  ])('%i of %i tagged, experiment on %s: %s', (known, total, experimentOn, kind) => {
    expect(galleryLayout(tagged(known, total), experimentOn).kind).toBe(kind);
  });

  it('groups by category in the spec order, untagged and unknown kinds in Additional Photos', () => {
    const media = [
      photo('Exterior'),
      photo('Kitchen'),
      photo('LivingRoom'),
      photo('Pool'),
      photo(),
      photo('Bedroom'),
      photo('Bathroom'),
      photo('DiningRoom'),
      photo('Bedroom'),
      photo('Sauna'),
    ];
    const layout = galleryLayout(media, true);
    expect(
      layout.kind === 'categorized' &&
        layout.groups.map(({ group, photos }) => [group, photos.length]),
    ).toEqual([
      ['Living Area', 1],
      ['Kitchen', 1],
      ['Dining Area', 1],
      ['Bedroom', 2],
      ['Bathroom', 1],
      ['Exterior', 2],
      ['Additional Photos', 2],
    ]);
  });

  it('counts only known kinds as tagged', () => {
    expect(knownKindShare([photo('Bedroom'), photo('Unheard'), photo(), photo('toString')])).toBe(
      0.25,
    );
  });
});

it('labels the see-all button with the count', () => {
  expect(seeAllPhotosLabel(10)).toBe('See all photos (10)');
});
