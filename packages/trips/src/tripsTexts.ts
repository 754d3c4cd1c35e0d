/** The trips pages' own texts (ours: the spec names "My Trips" and its tabs, products §2, and no more). */
export const tripsTexts = {
  heading: 'My Trips',
  loading: 'Loading your trips',
  failedTitle: 'Something went wrong.',
  failedSubtitle: 'We could not load your trips. Please try again.',
  retry: 'Try Again',
  backToTrips: 'Back to My Trips',
  itineraryLoading: 'Loading your trip',
  itineraryFailedSubtitle: 'We could not load this trip. Please try again.',
  tripNotFoundTitle: "We can't find that trip",
  tripNotFoundSubtitle: 'It may have been removed, or the link is incomplete.',
  stopWatchingFailed: 'We could not stop watching this price. Please try again.',
  scheduleChangeFailed: 'We could not send your choice. Please try again.',
} as const;
