export * from './tripsQuery';
export * from './useTripsScreen';
export * from './useTripActions';
export * from './useFlightCancel';
export * from './useFlightExchange';
