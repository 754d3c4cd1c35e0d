/** Whether a protected trip can use its protection (spec: products §4; STATES §26 disruption/{eligible,not-eligible}). */
export const disruptionEligibilities = ['IsEligible', 'NotEligible'] as const;
export type DisruptionEligibility = (typeof disruptionEligibilities)[number];

/** Whether the flight is disrupted (spec: products §4; STATES §26 disruption/{disrupted,not-disrupted}). */
export const disruptionStatuses = ['NotDisrupted', 'IsDisrupted'] as const;
export type DisruptionStatus = (typeof disruptionStatuses)[number];

const hourMs = 60 * 60 * 1000;

/**
 * spec: products §5 "A disruption is past eligibility when now is more than 24 hours after
 * scheduled arrival" (STATES §26 disruption/past-eligibility). Exactly 24 hours is not past.
 */
export function isPastDisruptionEligibility(now: Date, scheduledArrival: Date): boolean {
  return now.getTime() - scheduledArrival.getTime() > 24 * hourMs;
}
