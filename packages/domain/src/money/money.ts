import { z } from 'zod/mini';

/** An amount in a real currency, as the server sends it (spec: platform §3 Money). */
export const fiatSchema = z.object({
  value: z.number(),
  currencyCode: z.string().check(z.minLength(3)),
  currencySymbol: z.string(),
});
export type Fiat = z.infer<typeof fiatSchema>;

/** An amount in a rewards account's own currency: miles, or a cash-back currency such as USD. */
export const rewardsAmountSchema = z.object({
  value: z.number(),
  currency: z.string().check(z.minLength(1)),
  currencyDescription: z.optional(z.string()),
});
export type RewardsAmount = z.infer<typeof rewardsAmountSchema>;

/** A price: its fiat amount, and what it costs in each rewards account, keyed by accountReferenceId. */
export const priceSchema = z.object({
  fiat: fiatSchema,
  rewards: z.optional(z.record(z.string(), rewardsAmountSchema)),
});
export type Price = z.infer<typeof priceSchema>;

/** Currencies the spec has seen (platform §3, products §3). */
export const currencyCodes = [
  'CAD',
  'USD',
  'PEN',
  'EUR',
  'GBP',
  'AUD',
  'MXN',
  'NZD',
  'CNY',
  'JPY',
  'INR',
  'COP',
  'CLP',
] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** The only locale the spec shows (platform §9). */
export const defaultLocale = 'en-US';
