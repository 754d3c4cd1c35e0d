export * from './sessionRoutes';
