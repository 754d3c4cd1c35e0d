export * from './helpRoutes';
