export * from './AirportField';
export * from './airportFieldTexts';
