import type { ResultsMapListing } from './PricePillMarker';

/** Six homes around a lake in Ontario, for the results map's stories. */
export const storyListings: readonly ResultsMapListing[] = [
  {
    id: 'lakeside-cabin',
    name: 'Lakeside Cabin with Dock',
    lat: 45.0402,
    lon: -79.3101,
    priceLabel: '$289',
  },
  {
    id: 'pine-loft',
    name: 'Pine Loft near the Falls',
    lat: 45.0521,
    lon: -79.2712,
    priceLabel: '$164',
  },
  { id: 'boathouse', name: 'The Old Boathouse', lat: 45.0175, lon: -79.3344, priceLabel: '$412' },
  {
    id: 'granite-point',
    name: 'Granite Point Cottage',
    lat: 45.0288,
    lon: -79.2535,
    priceLabel: '$237',
  },
  {
    id: 'birch-hollow',
    name: 'Birch Hollow Retreat',
    lat: 45.0633,
    lon: -79.3269,
    priceLabel: '$198',
  },
  {
    id: 'island-view',
    name: 'Island View Bungalow',
    lat: 45.0089,
    lon: -79.2851,
    priceLabel: '$326',
  },
];

/** The lake's middle, for the location map. */
export const storyCenter = { lat: 45.0402, lon: -79.3101 };

/** The golden angle, in radians: each home a turn further round than the last, none in line. */
const goldenAngle = Math.PI * (3 - Math.sqrt(5));

/**
 * 500 homes around the lake, for the map's clusters: laid out as a sunflower's seeds, densest in
 * the middle, the same on every run.
 */
export const manyStoryListings: readonly ResultsMapListing[] = Array.from(
  { length: 500 },
  (_, index) => {
    const distance = Math.sqrt((index + 0.5) / 500);
    const angle = index * goldenAngle;
    return {
      id: `lake-home-${index + 1}`,
      name: `Lake home ${index + 1}`,
      lat: Number((storyCenter.lat + distance * Math.sin(angle) * 0.09).toFixed(4)),
      lon: Number((storyCenter.lon + distance * Math.cos(angle) * 0.13).toFixed(4)),
      priceLabel: `$${120 + ((index * 37) % 380)}`,
    };
  },
);
