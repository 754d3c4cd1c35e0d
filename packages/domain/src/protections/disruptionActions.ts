/** What the disruption page offers (spec: products §4; STATES §26 disruption/action-*). */
export const disruptionActions = [
  'Purchase',
  'Rebook',
  'Refund',
  'Remove',
  'Cancel',
  'AlreadyExercised',
  'RebookOnlyEligible',
] as const;
export type DisruptionAction = (typeof disruptionActions)[number];
