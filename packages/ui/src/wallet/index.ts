export * from './travelWalletTexts';
export * from './formatWalletDate';
export * from './WalletCredits';
export * from './WalletOfferCard';
export * from './WalletOffers';
export * from './CreditHistoryList';
