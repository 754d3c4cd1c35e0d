export { flightsRoutes } from './routes/flightsRoutes';
export { FlightsSearchPanel } from './search/FlightsSearchPanel';
