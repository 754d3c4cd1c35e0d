import { describe, expect, it } from 'vitest';
import {
  amenityCategories,
  amenityCategoryOf,
  amenityGroups,
  amenityKindCategories,
  popularAmenities,
  viewAllAmenitiesLabel,
} from './amenityCategories';

const amenity = (kind: string) => ({ kind, displayName: kind });

// spec: platform §2 "Amenity categories: General, Outdoor, Tech and Media, Kitchen, Bathroom, Bedroom,
// Pets, Parking, Safety & Security, Cleaning. Each amenity kind maps to exactly one category."
describe('amenity categories', () => {
  it('are the spec categories in order', () => {
    expect(amenityCategories).toEqual([
      'General',
      'Outdoor',
      'Tech and Media',
      'Kitchen',
      'Bathroom',
      'Bedroom',
      'Pets',
      'Parking',
      'Safety & Security',
      'Cleaning',
    ]);
  });

  it('every category has kinds, and every kind one category', () => {
    const used = new Set(Object.values(amenityKindCategories));
    expect([...used].sort()).toEqual([...amenityCategories].sort());
  });

  it.each([
    ['Wifi', 'General'],
    ['HotTub', 'Outdoor'],
    ['StreamingServices', 'Tech and Media'],
    ['PetBowls', 'Pets'],
    ['EvCharger', 'Parking'],
    ['CarbonMonoxideDetector', 'Safety & Security'],
    ['SomethingNew', 'General'],
    ['hasOwnProperty', 'General'],
  ])('%s is in %s', (kind, category) => {
    expect(amenityCategoryOf(kind)).toBe(category);
  });
});

// spec: platform §2 "Each group shows the first 4 with 'View all (n)'"
describe('amenityGroups', () => {
  const kitchen = ['Kitchen', 'Refrigerator', 'Dishwasher', 'CoffeeMaker', 'Microwave', 'Oven'].map(
    amenity,
  );
  const groups = amenityGroups([amenity('SmokeDetector'), ...kitchen, amenity('Wifi')]);

  it('groups in the spec order and leaves empty categories out', () => {
    expect(groups.map((group) => group.category)).toEqual([
      'General',
      'Kitchen',
      'Safety & Security',
    ]);
  });

  it('shows the first 4 of a group, with View all (n) when there are more', () => {
    const kitchenGroup = groups[1];
    expect(kitchenGroup?.shown.map((item) => item.kind)).toEqual([
      'Kitchen',
      'Refrigerator',
      'Dishwasher',
      'CoffeeMaker',
    ]);
    expect(kitchenGroup && viewAllAmenitiesLabel(kitchenGroup)).toBe('View all (6)');
    expect(groups[0] && viewAllAmenitiesLabel(groups[0])).toBeUndefined();
  });
});

it('picks the most popular amenities the listing has, in popularity order', () => {
  expect(
    popularAmenities(['Washer', 'Tv', 'Pool', 'Wifi', 'FreeParking', 'Kitchen'].map(amenity)).map(
      (item) => item.kind,
    ),
  ).toEqual(['Wifi', 'Kitchen', 'Pool', 'FreeParking']);
});
