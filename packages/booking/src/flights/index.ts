export * from './flightShopQuery';
export * from './flightAirportsQuery';
export * from './useChosenFlights';
export * from './flightBookingStorage';
export * from './flightsCheckoutProduct';
