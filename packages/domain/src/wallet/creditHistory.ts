import { z } from 'zod/mini';
import { travelWalletAmountSchema } from './travelWalletAmount';

/**
 * Travel wallet transaction types (spec: products §3 "travel credit redemption and adjustment,
 * statement credit created/redeemed/expired/canceled, price drop protection, travel offer, price
 * match, refund, pending, expired, canceled, referral credit"). The spec gives the words; the
 * PascalCase spellings are ours.
 */
export const travelWalletTransactionTypes = [
  'TravelCreditRedemption',
  'TravelCreditAdjustment',
  'StatementCreditCreated',
  'StatementCreditRedeemed',
  'StatementCreditExpired',
  'StatementCreditCanceled',
  'PriceDropProtection',
  'TravelOffer',
  'PriceMatch',
  'Refund',
  'Pending',
  'Expired',
  'Canceled',
  'ReferralCredit',
] as const;
export type TravelWalletTransactionType = (typeof travelWalletTransactionTypes)[number];

/** One credit history line (spec: platform §3 "credit history"); the fields are ours. */
export const creditHistoryEntrySchema = z.object({
  id: z.string(),
  transactionType: z.enum(travelWalletTransactionTypes),
  /** Negative when credit was spent or removed. */
  amount: travelWalletAmountSchema,
  /** ISO date-time */
  createdAt: z.string(),
  description: z.optional(z.string()),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

/** What `GET credit history` answers (spec: platform §7 "credits"). */
export const creditHistoryResponseSchema = z.object({ credits: z.array(creditHistoryEntrySchema) });
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;
