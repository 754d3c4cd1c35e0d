export * from './creditHistoryQuery';
export * from './useTravelWalletScreen';
export * from './walletQueries';
export * from './useTravelWallet';
