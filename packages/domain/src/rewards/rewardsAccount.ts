import { z } from 'zod/mini';
import { rewardsAmountSchema } from '../money/money';

/** Card account roles (spec: platform §3, §6). */
export const customerAccountRoles = [
  'Primary',
  'Authorized User',
  'Account Manager',
  'Non Financial User',
] as const;
export type CustomerAccountRole = (typeof customerAccountRoles)[number];

/** Account types (spec: platform §3 Payment method). */
export const accountUseTypes = ['Personal', 'Business'] as const;
export type AccountUseType = (typeof accountUseTypes)[number];

/** Card products (spec: products §3). */
export const cardProducts = [
  'VentureX',
  'VentureXBusiness',
  'Venture',
  'Quicksilver',
  'Savor',
  'VentureOne',
] as const;
export type CardProduct = (typeof cardProducts)[number];

/** Earn multipliers seen (spec: platform §3). */
export const earnMultipliers = [1, 1.5, 2, 3, 4] as const;

export const rewardsCashEquivalentSchema = z.object({
  value: z.number(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
});

/** A rewards account as `PUT accounts` answers it (spec: platform §3 Rewards account). */
export const rewardsAccountSchema = z.object({
  accountReferenceId: z.string(),
  productDisplayName: z.string(),
  /** The card network, shown instead of the product name to non-financial users (spec: platform §6). */
  cardType: z.optional(z.string()),
  lastFour: z.string(),
  lastFourVirtualCardNumbers: z.optional(z.array(z.string())),
  customerAccountRole: z.enum(customerAccountRoles),
  accountUseType: z.optional(z.enum(accountUseTypes)),
  allowRewardsRedemption: z._default(z.boolean(), true),
  rewardsBalance: rewardsAmountSchema,
  rewardsCashEquivalent: rewardsCashEquivalentSchema,
  redemptionMin: z.optional(z.object({ value: z.number() })),
  isTiered: z.optional(z.boolean()),
  earn: z.object({
    hotelsMultiplier: z.number(),
    carsMultiplier: z.number(),
    flightsMultiplier: z.number(),
    homesMultiplier: z.number(),
  }),
});
export type RewardsAccount = z.infer<typeof rewardsAccountSchema>;

export const rewardsAccountsSchema = z.array(rewardsAccountSchema);
