import { z } from 'zod/mini';
import { travelWalletAmountSchema } from './travelWalletAmount';

/** spec: products §4 "Credit: Available, Expired, Redeemed". */
export const travelWalletCreditStates = ['Available', 'Expired', 'Redeemed'] as const;
export type TravelWalletCreditState = (typeof travelWalletCreditStates)[number];

/** The kinds of item a wallet holds (spec: products §3 "Wallet items: offer or credit"). */
export const travelWalletItemKinds = ['offer', 'credit'] as const;
export type TravelWalletItemKind = (typeof travelWalletItemKinds)[number];

/** The traveler's travel credit (spec: platform §3 Travel wallet "credit (amount.amount and currency)"). */
export const travelWalletCreditSchema = z.object({
  amount: travelWalletAmountSchema,
  /** Ours: the spec lists the states (products §4) but not where a credit carries its state. */
  state: z.optional(z.enum(travelWalletCreditStates)),
});
export type TravelWalletCredit = z.infer<typeof travelWalletCreditSchema>;

/**
 * One line of the credit breakdown (spec: platform §3 "creditBreakdown (statement detail,
 * usableAmount)"): a statement credit and how much of it can be used. The tag, description and
 * expiresOn are ours.
 */
export const creditBreakdownEntrySchema = z.object({
  CreditDetail: z.literal('Statement'),
  description: z.string(),
  usableAmount: travelWalletAmountSchema,
  /** YYYY-MM-DD */
  expiresOn: z.optional(z.string()),
});
export type CreditBreakdownEntry = z.infer<typeof creditBreakdownEntrySchema>;

/** What `GET credit` answers (spec: platform §7 "credit"). */
export const creditResponseSchema = z.object({ credit: travelWalletCreditSchema });
export type CreditResponse = z.infer<typeof creditResponseSchema>;
