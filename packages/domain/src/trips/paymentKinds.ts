/** How a booking was paid, first version (spec: products §3 "Payment kinds Rewards, Split, UserCard"). */
export const paymentKinds = ['Rewards', 'Split', 'UserCard'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/**
 * How a booking was paid, second version (spec: products §3 "v2 kinds Rewards, UserCard,
 * TravelWalletOffer, TravelWalletCredit, DisruptionProtectionCredit and hotel price-freeze
 * credits"). The spec names the hotel price-freeze credits (deposit, discount and exercise,
 * products §3 Price freeze) without spelling them: their three values are ours.
 */
export const paymentKindsV2 = [
  'Rewards',
  'UserCard',
  'TravelWalletOffer',
  'TravelWalletCredit',
  'DisruptionProtectionCredit',
  'HotelPriceFreezeDepositCredit',
  'HotelPriceFreezeDiscountCredit',
  'HotelPriceFreezeExerciseCredit',
] as const;
export type PaymentKindV2 = (typeof paymentKindsV2)[number];
