import type { Fiat } from '../money/money';
import { protectionTerms } from './protectionTerms';

/** Whether today's price rose more than the freeze covers (spec: products §4; STATES §24 price-freeze/cap-*). */
export const priceFreezeCapStates = ['UnderCap', 'OverCap'] as const;
export type PriceFreezeCapState = (typeof priceFreezeCapStates)[number];

export interface PriceFreezeAmounts {
  /** The price frozen. */
  readonly frozen: number;
  /** Today's price. */
  readonly selling: number;
  /** The most the freeze covers above the frozen price. */
  readonly cap: number;
}

const cents = (value: number) => Math.round(value * 100);

/**
 * spec: products §4 "Cap states UnderCap, OverCap", §9 "cap $500 per passenger or room". Our
 * reading: the cap bounds the rise the freeze covers; a rise of exactly the cap is still covered.
 */
export function priceFreezeCapState(amounts: PriceFreezeAmounts): PriceFreezeCapState {
  return cents(amounts.selling) - cents(amounts.frozen) > cents(amounts.cap)
    ? 'OverCap'
    : 'UnderCap';
}

/** What the freeze saves: today's rise over the frozen price, at most the cap, never below zero. */
export function priceFreezeSavings(amounts: PriceFreezeAmounts): number {
  const rise = cents(amounts.selling) - cents(amounts.frozen);
  return Math.min(Math.max(rise, 0), cents(amounts.cap)) / 100;
}

/** spec: products §9 "cap $500 per passenger or room": the cap of a freeze on that many of them. */
export function priceFreezeCap(passengersOrRooms: number): Fiat {
  return {
    value: protectionTerms.priceFreeze.capUsdPerPassengerOrRoom * Math.max(0, passengersOrRooms),
    currencyCode: 'USD',
    currencySymbol: '$',
  };
}
