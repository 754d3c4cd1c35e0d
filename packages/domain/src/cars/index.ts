export * from './carCancellationKinds';
export * from './transmissions';
export * from './fuelPolicies';
export * from './vehicleClasses';
export * from './carExtrasCategories';
export * from './dropOffModes';
export * from './carLoyaltyErrors';
export * from './recentlySearchedCar';
