export * from './flightShopQuery';
export * from './flightAirportsQuery';
