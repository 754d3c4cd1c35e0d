import { listingFixtures, listingForStay, type ListingFixture } from '@wayfare/mocks';

/** A fixture listing priced for a 3-night stay of 2 guests, as the listing page gets it. */
export const storyListing = (fixture: ListingFixture = listingFixtures.lakesideCabin) =>
  listingForStay(fixture, { nights: 3, guests: 2, pets: 0 });
