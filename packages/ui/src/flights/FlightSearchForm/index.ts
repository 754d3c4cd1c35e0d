export * from './FlightSearchForm';
export * from './flightSearchFormTexts';
