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
