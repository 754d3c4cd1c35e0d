import type {
  CreditBreakdownEntry,
  TravelWalletCreditState,
  TravelWalletOfferProductLine,
  TravelWalletOfferUsage,
  TravelWalletTransactionType,
} from '@wayfare/domain';

/**
 * The travel wallet screen's texts. Ours: the spec names the facts (platform §3 Travel wallet,
 * products §3, §4) but shows no wording; the checkout's wallet texts are `walletTexts` of domain.
 */
export const travelWalletTexts = {
  heading: 'Travel wallet',
  credits: 'Travel credits',
  creditAmount: 'Credit amount',
  creditState: 'Credit state',
  creditBreakdown: 'Credit breakdown',
  usableAmount: 'Usable amount',
  expiresOn: 'Expires',
  offers: 'Travel offers',
  offerAmount: 'Amount',
  maxApplicableCredit: 'Maximum applicable credit',
  saleEventStartOn: 'Sale starts',
  offerUsage: 'Status',
  creditHistory: 'Credit history',
  empty: 'You have no travel credits or offers.',
  loading: 'Loading your travel wallet',
  /** spec: platform §8's generic failure title, where the spec gives no text of its own. */
  failedTitle: 'Something went wrong.',
  failedSubtitle: 'We could not load your travel wallet. Please try again.',
  retry: 'Try Again',
} as const;

/** spec: products §4 "Credit: Available, Expired, Redeemed". */
export const creditStateLabels: Record<TravelWalletCreditState, string> = {
  Available: 'Available',
  Expired: 'Expired',
  Redeemed: 'Redeemed',
};

/** spec: platform §3 "creditBreakdown (statement detail, ...)": the kind of each credit. */
export const creditDetailLabels: Record<CreditBreakdownEntry['CreditDetail'], string> = {
  Statement: 'Statement credit',
};

/** spec: products §3 "Offer usage: Used, ConfirmState, Cancelled, Expired, Pending, Authorized". */
export const offerUsageLabels: Record<TravelWalletOfferUsage, string> = {
  Used: 'Used',
  // Ours: the spec's ConfirmState, in words: the booking using the offer awaits confirmation.
  ConfirmState: 'Awaiting confirmation',
  Cancelled: 'Cancelled',
  Expired: 'Expired',
  Pending: 'Pending',
  Authorized: 'Authorized',
};

/**
 * spec: products §3 "product lines Air, CarRental, Lodging, LodgingPriceFreeze, Home", named as
 * the home page's tabs name the products (platform §2 "Hotels, Cars, Flights, ... Homes").
 */
export const offerProductLineLabels: Record<TravelWalletOfferProductLine, string> = {
  Air: 'Flights',
  CarRental: 'Cars',
  Lodging: 'Hotels',
  LodgingPriceFreeze: 'Hotel price freeze',
  Home: 'Homes',
};

/** spec: products §3 "Travel wallet transaction types", in the spec's words. */
export const transactionTypeLabels: Record<TravelWalletTransactionType, string> = {
  TravelCreditRedemption: 'Travel credit redemption',
  TravelCreditAdjustment: 'Travel credit adjustment',
  StatementCreditCreated: 'Statement credit created',
  StatementCreditRedeemed: 'Statement credit redeemed',
  StatementCreditExpired: 'Statement credit expired',
  StatementCreditCanceled: 'Statement credit canceled',
  PriceDropProtection: 'Price drop protection',
  TravelOffer: 'Travel offer',
  PriceMatch: 'Price match',
  Refund: 'Refund',
  Pending: 'Pending',
  Expired: 'Expired',
  Canceled: 'Canceled',
  ReferralCredit: 'Referral credit',
};
