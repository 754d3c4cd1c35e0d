export { tripsRoutes } from './routes/tripsRoutes';
