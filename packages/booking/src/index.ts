export * from './BookingProvider';
export * from './session/sessionInfoQuery';
export * from './experiments/experimentsQuery';
export * from './homes/listingQuery';
export * from './homes/calendarAvailabilityQuery';
export * from './homes/homesSearchQuery';
export * from './tracking/useTrackEvent';
export * from './checkout';
