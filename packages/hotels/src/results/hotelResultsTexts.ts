import type { HotelSortOrder, ListingCollection } from '@wayfare/domain';

/** The hotel sort orders' labels (spec: products §3 sort orders; the labels are ours). */
export const hotelSortOrderLabels: Record<HotelSortOrder, string> = {
  MostRecommended: 'Recommended',
  Price: 'Price: lowest first',
  StarRating: 'Stars: highest first',
  UserRating: 'Guest rating: highest first',
  DistanceAscending: 'Distance: nearest first',
};

/** The hotel results page's words (ours; the empty state's buttons are the spec's shared texts). */
export const hotelResultsTexts = {
  title: (placeTerm: string | undefined, collection: ListingCollection | undefined) => {
    const hotels = collection ? `${collection} Collection hotels` : 'Hotels';
    return placeTerm ? `${hotels} in ${placeTerm}` : hotels;
  },
  noPlace: 'Enter a destination to see the hotels there.',
  count: (total: number) => `${total} hotel${total === 1 ? '' : 's'}`,
  loading: 'Loading hotels',
  listLabel: 'Hotels',
  mapLabel: (place: string) => `Map of hotels in ${place}`,
  showMore: 'Show more hotels',
  loadingMore: 'Loading more hotels…',
  emptyTitle: 'No hotels match this search',
  emptySubtitle: 'Try other dates, fewer filters, or another destination.',
  clearFilters: 'Clear filters',
} as const;
