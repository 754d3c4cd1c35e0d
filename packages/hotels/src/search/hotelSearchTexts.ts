import type { ListingCollection, LodgingSuggestionKind } from '@wayfare/domain';

/** The hotel search form's words (ours: the spec names the hotel search, not its wording). */
export const hotelSearchTexts = {
  /** The form's accessible name on the home page's tab: Hotels, or one of the collections. */
  formLabel: (lodgingCollection?: ListingCollection) =>
    lodgingCollection === undefined
      ? 'Search hotels'
      : `Search ${lodgingCollection} Collection hotels`,
  destination: 'Destination',
  destinationPlaceholder: 'City, neighbourhood or hotel',
  destinationMissing: 'Enter a destination',
  suggestionsLoading: 'Finding places…',
  /** Said with each suggestion, as its icon shows it. */
  suggestionKinds: {
    City: 'City',
    Neighbourhood: 'Neighbourhood',
    Lodging: 'Hotel',
  } satisfies Record<LodgingSuggestionKind, string>,
} as const;
