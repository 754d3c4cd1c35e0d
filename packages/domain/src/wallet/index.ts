export * from './travelWalletAmount';
export * from './travelWalletCredit';
export * from './creditHistory';
export * from './travelWalletOffer';
export * from './walletCreditPoints';
export * from './walletCoverage';
export * from './formatWalletAmount';
export * from './walletTexts';
