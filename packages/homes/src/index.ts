export * from './routes/homesRoutes';
export * from './routes/VacationRentalsGate';
