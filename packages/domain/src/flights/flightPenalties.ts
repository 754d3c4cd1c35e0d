import { z } from 'zod/mini';

/** What is known of a fare's penalties (spec: products §3 "known, externally managed or unknown"); spellings ours. */
export const flightPenaltiesKinds = ['Known', 'ExternallyManaged', 'Unknown'] as const;
export type FlightPenaltiesKind = (typeof flightPenaltiesKinds)[number];

/** spec: products §3 "cancel and change penalty types NoPenalty, NotPossible, Unknown, WithFee". */
export const penaltyTypes = ['NoPenalty', 'NotPossible', 'Unknown', 'WithFee'] as const;
export type PenaltyType = (typeof penaltyTypes)[number];

/** The two policies a penalty applies to. */
export const penaltyPolicies = ['change', 'cancel'] as const;
export type PenaltyPolicy = (typeof penaltyPolicies)[number];

/** A change or cancel penalty; only WithFee carries "amount and currency" (spec: products §3). */
export const penaltySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NoPenalty') }),
  z.object({ type: z.literal('NotPossible') }),
  z.object({ type: z.literal('Unknown') }),
  z.object({
    type: z.literal('WithFee'),
    amount: z.number().check(z.nonnegative()),
    currency: z.string(),
  }),
]);
export type Penalty = z.infer<typeof penaltySchema>;

/** A fare's penalties (spec: products §3 "Penalties"); the field names changePenalty and cancelPenalty are ours. */
export const flightPenaltiesSchema = z.discriminatedUnion('Penalties', [
  z.object({
    Penalties: z.literal('Known'),
    changePenalty: penaltySchema,
    cancelPenalty: penaltySchema,
  }),
  z.object({ Penalties: z.literal('ExternallyManaged') }),
  z.object({ Penalties: z.literal('Unknown') }),
]);
export type FlightPenalties = z.infer<typeof flightPenaltiesSchema>;

/** The penalty of one policy, when the penalties are known. */
export function penaltyOf(penalties: FlightPenalties, policy: PenaltyPolicy): Penalty | undefined {
  if (penalties.Penalties !== 'Known') return undefined;
  return policy === 'change' ? penalties.changePenalty : penalties.cancelPenalty;
}
