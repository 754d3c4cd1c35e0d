// The trips hub's presentational components (products §2 "Trip-list tabs", modals "stop watching"
// and "schedule change"), their texts, and the labels of every trip value.
export * from './tripLabels';
export * from './tripsHubTexts';
export * from './tripTitle';
export * from './tripKindIcons';
export * from './formatTripDates';
export * from './TripListTabsBar';
export * from './TripCard';
export * from './TripList';
export * from './StopWatchingDialog';
export * from './ScheduleChangeDialog';
export * from './itinerary';
export * from './TripFacts';
