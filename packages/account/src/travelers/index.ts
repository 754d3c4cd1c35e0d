export { travelersRoutes } from './travelersRoutes';
