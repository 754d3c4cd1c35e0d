import { z } from 'zod/mini';
import { rewardsAmountSchema } from '../money/money';

/** A flight fiat amount: unlike money/fiatSchema it carries no currency code (spec: products §3 "fiat {value, currencySymbol}"). */
export const flightFiatSchema = z.object({ value: z.number(), currencySymbol: z.string() });
export type FlightFiat = z.infer<typeof flightFiatSchema>;

/** Rewards amounts keyed by rewards programme (spec: products §3 "rewards by programme"). */
export const rewardsByProgrammeSchema = z.record(z.string(), rewardsAmountSchema);
export type RewardsByProgramme = z.infer<typeof rewardsByProgrammeSchema>;

/** How an amount is paid (spec: products §3 "amount kinds fiat, rewards, split"). */
export const amountKinds = ['fiat', 'rewards', 'split'] as const;
export type AmountKind = (typeof amountKinds)[number];

/** An amount of one kind; the discriminant name `kind` is ours, the spec gives none. */
export const flightAmountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fiat'), fiat: flightFiatSchema }),
  z.object({ kind: z.literal('rewards'), rewards: rewardsByProgrammeSchema }),
  z.object({ kind: z.literal('split'), fiat: flightFiatSchema, rewards: rewardsByProgrammeSchema }),
]);
export type FlightAmount = z.infer<typeof flightAmountSchema>;
