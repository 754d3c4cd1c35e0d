export * from './tripsQuery';
export * from './useTripsScreen';
export * from './useTripActions';
export * from './useFlightExchange';
