import type { ListingAmenity } from './listing';

/** Amenity categories, in the order the listing shows them (spec: platform §2). */
export const amenityCategories = [
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
] as const;
export type AmenityCategory = (typeof amenityCategories)[number];

/**
 * Every amenity kind in exactly one category (spec: platform §2 "Each amenity kind maps to exactly
 * one category"). The kinds are the provider's; the spec names only the categories, so the kinds
 * are ours.
 */
export const amenityKindCategories = {
  Wifi: 'General',
  AirConditioning: 'General',
  Heating: 'General',
  Washer: 'General',
  Dryer: 'General',
  Workspace: 'General',
  Elevator: 'General',
  Fireplace: 'General',
  Patio: 'Outdoor',
  BbqGrill: 'Outdoor',
  Garden: 'Outdoor',
  Pool: 'Outdoor',
  HotTub: 'Outdoor',
  Beachfront: 'Outdoor',
  Tv: 'Tech and Media',
  StreamingServices: 'Tech and Media',
  SoundSystem: 'Tech and Media',
  GameConsole: 'Tech and Media',
  Kitchen: 'Kitchen',
  Refrigerator: 'Kitchen',
  Dishwasher: 'Kitchen',
  CoffeeMaker: 'Kitchen',
  Microwave: 'Kitchen',
  Oven: 'Kitchen',
  Stove: 'Kitchen',
  HairDryer: 'Bathroom',
  Shampoo: 'Bathroom',
  Bathtub: 'Bathroom',
  Towels: 'Bathroom',
  BedLinens: 'Bedroom',
  Hangers: 'Bedroom',
  ExtraPillows: 'Bedroom',
  Crib: 'Bedroom',
  PetsAllowed: 'Pets',
  PetBowls: 'Pets',
  FencedYard: 'Pets',
  FreeParking: 'Parking',
  PaidParking: 'Parking',
  EvCharger: 'Parking',
  SmokeDetector: 'Safety & Security',
  CarbonMonoxideDetector: 'Safety & Security',
  FirstAidKit: 'Safety & Security',
  FireExtinguisher: 'Safety & Security',
  SecurityCameras: 'Safety & Security',
  CleaningDuringStay: 'Cleaning',
  CleaningProducts: 'Cleaning',
} as const satisfies Record<string, AmenityCategory>;
export type AmenityKind = keyof typeof amenityKindCategories;

/** spec: platform §2 "Each group shows the first 4 with 'View all (n)'". */
export const amenitiesShownPerCategory = 4;

/** Amenities shown in the overview, most popular first (spec: platform §2 "most popular amenities"; the order is ours). */
export const popularAmenityKinds: readonly AmenityKind[] = [
  'Wifi',
  'Kitchen',
  'Pool',
  'HotTub',
  'FreeParking',
  'AirConditioning',
  'Washer',
  'PetsAllowed',
];

/** A kind the table does not know is listed under General rather than hidden. */
export function amenityCategoryOf(kind: string): AmenityCategory {
  return Object.hasOwn(amenityKindCategories, kind)
    ? amenityKindCategories[kind as AmenityKind]
    : 'General';
}

export interface AmenityGroup {
  readonly category: AmenityCategory;
  /** The first four, shown before "View all (n)". */
  readonly shown: readonly ListingAmenity[];
  readonly all: readonly ListingAmenity[];
}

/** The listing's amenities by category, in the spec's order, empty categories left out. */
export function amenityGroups(amenities: readonly ListingAmenity[]): AmenityGroup[] {
  return amenityCategories
    .map((category) => {
      const all = amenities.filter((amenity) => amenityCategoryOf(amenity.kind) === category);
      return { category, shown: all.slice(0, amenitiesShownPerCategory), all };
    })
    .filter((group) => group.all.length > 0);
}

/** "View all (n)", shown only when a category has more than it shows. */
export function viewAllAmenitiesLabel(group: AmenityGroup): string | undefined {
  return group.all.length > group.shown.length ? `View all (${group.all.length})` : undefined;
}

/** The overview's most popular amenities that the listing has. */
export function popularAmenities(
  amenities: readonly ListingAmenity[],
  count = 4,
): ListingAmenity[] {
  return popularAmenityKinds
    .flatMap((kind) => amenities.filter((amenity) => amenity.kind === kind))
    .slice(0, count);
}
