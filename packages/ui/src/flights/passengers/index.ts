export * from './FlightPassengersStep';
export * from './FlightTravelerDialog';
