/** Airline future travel credit states (spec: products §3 "Future travel credit: available, expired, redeemed"). */
export const futureTravelCreditStates = ['available', 'expired', 'redeemed'] as const;
export type FutureTravelCreditState = (typeof futureTravelCreditStates)[number];
