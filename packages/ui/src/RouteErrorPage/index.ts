export * from './RouteErrorPage';
