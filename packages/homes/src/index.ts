export * from './routes/homesRoutes';
export * from './routes/VacationRentalsGate';
export * from './search/HomesSearchPanel';
