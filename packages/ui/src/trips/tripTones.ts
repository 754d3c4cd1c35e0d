import type { SegmentStatus, TripTimeState } from '@wayfare/domain';

/**
 * The colour a state's chip takes. Only the tones whose text keeps a 4.5:1 contrast on a white
 * card as an outlined chip: MUI's warning and info colours do not, so a state that only asks for
 * attention stays neutral and its words carry it.
 */
export type TripTone = 'default' | 'primary' | 'success' | 'error';

/** spec: products §4 "Trip time states". */
export const tripTimeStateTones: Record<TripTimeState, TripTone> = {
  Future: 'primary',
  Present: 'success',
  Past: 'default',
  Canceled: 'error',
  Invalid: 'error',
  Unused: 'default',
};

/** spec: products §4 "Segment/schedule-change statuses". */
export const segmentStatusTones: Record<SegmentStatus, TripTone> = {
  Confirmed: 'success',
  Pending: 'default',
  Declined: 'error',
  UnMapped: 'default',
  Canceled: 'error',
  Cancelled: 'error',
  ConfirmedPendingNewChange: 'default',
  UnMappedPersisted: 'default',
};
