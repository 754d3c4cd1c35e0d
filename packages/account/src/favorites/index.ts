export { favoritesRoutes } from './favoritesRoutes';
