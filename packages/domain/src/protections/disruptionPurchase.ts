import { protectionTerms } from './protectionTerms';

/** Why disruption protection cannot be bought; the names are ours (spec: products §5, §9). */
export const disruptionPurchaseIneligibilities = [
  'TooCloseToDeparture',
  'AlreadyProtected',
] as const;
export type DisruptionPurchaseIneligibility = (typeof disruptionPurchaseIneligibilities)[number];

export interface DisruptionPurchase {
  readonly now: Date;
  /** The trip's first departure. */
  readonly departure: Date;
  readonly passengerId: string;
  /** Passengers of this trip who already hold disruption protection. */
  readonly protectedPassengerIds: readonly string[];
}

const hourMs = 60 * 60 * 1000;

/**
 * spec: products §5 "Disruption service must be bought at least 24 hours before departure; one
 * per passenger per trip" (products §9 "Disruption purchase"). Exactly 24 hours before is allowed.
 * Undefined when the purchase may go ahead.
 */
export function disruptionPurchaseIneligibility(
  purchase: DisruptionPurchase,
): DisruptionPurchaseIneligibility | undefined {
  const { hoursBeforeDeparture } = protectionTerms.disruptionPurchase;
  if (purchase.departure.getTime() - purchase.now.getTime() < hoursBeforeDeparture * hourMs) {
    return 'TooCloseToDeparture';
  }
  if (purchase.protectedPassengerIds.includes(purchase.passengerId)) return 'AlreadyProtected';
  return undefined;
}
