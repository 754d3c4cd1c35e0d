import { z } from 'zod/mini';
import { fiatSchema, rewardsAmountSchema } from '../money/money';

/**
 * The payment request variants of a booking (spec: platform §3 "card, rewards, card plus rewards,
 * wallet offer, wallet credit"), tagged with the payment kinds of products §3 (UserCard, Rewards,
 * Split for card plus rewards, TravelWalletOffer, TravelWalletCredit).
 */
export const paymentRequestTypes = [
  'UserCard',
  'Rewards',
  'Split',
  'TravelWalletOffer',
  'TravelWalletCredit',
] as const;
export type PaymentRequestType = (typeof paymentRequestTypes)[number];

// The spec names the variants but not their fields: the fields below are ours.
const cardPartSchema = z.object({ paymentMethodId: z.string(), amount: fiatSchema });
const rewardsPartSchema = z.object({
  accountReferenceId: z.string(),
  rewardsAmount: rewardsAmountSchema,
  /** What the rewards are worth in the booking's currency. */
  fiatAmount: fiatSchema,
});

export const paymentRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('UserCard'), ...cardPartSchema.shape }),
  z.object({ type: z.literal('Rewards'), ...rewardsPartSchema.shape }),
  z.object({ type: z.literal('Split'), card: cardPartSchema, rewards: rewardsPartSchema }),
  z.object({ type: z.literal('TravelWalletOffer'), offerId: z.string(), amount: fiatSchema }),
  z.object({ type: z.literal('TravelWalletCredit'), amount: fiatSchema }),
]);
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
