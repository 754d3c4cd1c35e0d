import { z } from 'zod/mini';
import { fiatSchema, type Fiat } from '../money/money';

/** What a disruption policy protects against (spec: products §3 "delay or missedConnection"). */
export const disruptionPolicyKinds = ['delay', 'missedConnection'] as const;
export type DisruptionPolicyKind = (typeof disruptionPolicyKinds)[number];

/** How a disruption premium is priced (spec: products §3 "premium (fixed or percentage)"). */
export const disruptionPremiumKinds = ['fixed', 'percentage'] as const;
export type DisruptionPremiumKind = (typeof disruptionPremiumKinds)[number];

export const disruptionPremiumSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: fiatSchema }),
  /** A percentage of the fare, 0 to 100. */
  z.object({ kind: z.literal('percentage'), percentage: z.number().check(z.gte(0), z.lte(100)) }),
]);
export type DisruptionPremium = z.infer<typeof disruptionPremiumSchema>;

/**
 * A disruption-protection policy (spec: products §3 "Policy: delay or missedConnection, with
 * policyDetails of coverage and premium"). The `kind` key is ours; coverage is an amount.
 */
export const disruptionPolicySchema = z.object({
  kind: z.enum(disruptionPolicyKinds),
  policyDetails: z.object({
    coverage: fiatSchema,
    premium: disruptionPremiumSchema,
  }),
});
export type DisruptionPolicy = z.infer<typeof disruptionPolicySchema>;

/**
 * What the protection costs for a fare (spec: products §3 "premium (fixed or percentage)"; STATES
 * §26 disruption/offer-*): a fixed amount as is, or the percentage of the fare rounded to the cent.
 */
export function disruptionProtectionPremium(premium: DisruptionPremium, fare: Fiat): Fiat {
  if (premium.kind === 'fixed') return premium.amount;
  const cents = Math.round((Math.round(fare.value * 100) * premium.percentage) / 100);
  return { ...fare, value: cents / 100 };
}
