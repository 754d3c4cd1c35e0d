import { listingCollections } from '../vacationRentals/listing';

/**
 * The collection a lodging belongs to (spec: products §3 "lodgingCollection (Premier, Lifestyle,
 * NoCollection)"): the two premium collections of a listing, or none.
 */
export const lodgingCollections = [...listingCollections, 'NoCollection'] as const;
export type LodgingCollection = (typeof lodgingCollections)[number];

/** spec: products §1 "hotels (including a premier collection and a lifestyle collection)". */
export function isPremiumCollection(collection: LodgingCollection): boolean {
  return collection !== 'NoCollection';
}
