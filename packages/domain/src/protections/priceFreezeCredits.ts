/**
 * Credits a price freeze leaves in the wallet (spec: products §3 "Credits: PriceFreezeCredit,
 * hotel price-freeze deposit, discount and exercise credits, ChfarCredit"). The three hotel
 * names are spelled by us from the spec's words.
 */
export const priceFreezeCredits = [
  'PriceFreezeCredit',
  'HotelPriceFreezeDepositCredit',
  'HotelPriceFreezeDiscountCredit',
  'HotelPriceFreezeExerciseCredit',
  'ChfarCredit',
] as const;
export type PriceFreezeCredit = (typeof priceFreezeCredits)[number];
