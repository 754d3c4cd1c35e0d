export * from './TripList';
export * from './TripListLoading';
