export * from './travelersQuery';
export * from './useCustomerDetails';
export * from './useTravelerList';
export * from './useTravelers';
export * from './useSaveTraveler';
export * from './useDeleteTraveler';
