export { hotelsRoutes } from './routes/hotelsRoutes';
export { HotelsSearchPanel } from './search/HotelsSearchPanel';
