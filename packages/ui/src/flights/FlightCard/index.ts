export * from './FlightCard';
