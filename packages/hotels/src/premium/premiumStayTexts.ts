import type { ListingCollection, PremiumStaysSource } from '@wayfare/domain';

/**
 * What each premium collection gives a stay (ours, as a card issuer's premium-hotel programme
 * words it; the spec names the collections, products §1).
 */
export const premiumCollectionBenefits: Record<ListingCollection, readonly string[]> = {
  Premier: [
    '$100 experience credit to spend at the hotel',
    'Daily breakfast for two',
    'Room upgrade when available',
    'Early check-in and late checkout when available',
  ],
  Lifestyle: [
    '$50 experience credit to spend at the hotel',
    'Room upgrade when available',
    'Free Wi-Fi',
  ],
};

/** The premium stays page's words (ours). */
export const premiumStayTexts = {
  benefitsLabel: (collection: string) => `${collection} benefits`,
  unavailableTitle: 'This stay is not available right now',
  unavailableBody:
    'The hotel has no rooms to offer for now. Look for another stay of the collection, or come back later.',
  /** Where "back" leads, by the address's source (products §2 source values). */
  back: {
    MyTrips: 'Back to My Trips',
    Email: 'Go to the home page',
    SearchPage: 'Back to hotels',
    OffersSearchPage: 'Back to premium offers',
    Unknown: 'Go to the home page',
  } satisfies Record<PremiumStaysSource, string>,
} as const;

/** The premium offers page's words (ours: the spec names the page, platform §2 /premium-offers/). */
export const premiumOffersTexts = {
  title: 'Premium offers',
  intro:
    'Your card opens two collections of hotels. Every stay booked in them comes with the benefits below, added at no extra cost.',
  search: (collection: string) => `Find a ${collection} stay`,
} as const;
