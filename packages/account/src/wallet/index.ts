export * from './travelWalletRoutes';
