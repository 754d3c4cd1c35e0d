export * from './creditHistoryQuery';
export * from './useTravelWalletScreen';
