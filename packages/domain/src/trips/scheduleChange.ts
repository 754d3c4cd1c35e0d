/**
 * Status of a flight segment after a schedule change (spec: products §4). The spec writes
 * "Canceled/Cancelled": both spellings arrive, so both are listed.
 */
export const segmentStatuses = [
  'Confirmed',
  'Pending',
  'Declined',
  'UnMapped',
  'Canceled',
  'Cancelled',
  'ConfirmedPendingNewChange',
  'UnMappedPersisted',
] as const;
export type SegmentStatus = (typeof segmentStatuses)[number];

/** What the traveler can choose about a schedule change (spec: products §4). */
export const scheduleChangeChoices = ['MoveToQueue', 'ReferToAirline'] as const;
export type ScheduleChangeChoice = (typeof scheduleChangeChoices)[number];

/** What an agent can do about a schedule change (spec: products §4). */
export const scheduleChangeAgentActions = [
  'MoveToQueue',
  'ReferToAirline',
  'Accept',
  'Deny',
] as const;
export type ScheduleChangeAgentAction = (typeof scheduleChangeAgentActions)[number];
