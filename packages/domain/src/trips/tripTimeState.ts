import { defaultTimeZone, parseIsoDate, todayIn } from '../stays/stayDates';
import type { TripStatus, TripSummary } from './tripSummary';

/** Where a trip stands in time (spec: products §4 "Trip time states"). */
export const tripTimeStates = [
  'Future',
  'Present',
  'Past',
  'Canceled',
  'Invalid',
  'Unused',
] as const;
export type TripTimeState = (typeof tripTimeStates)[number];

const canceledStatuses: readonly TripStatus[] = ['Canceled', 'Cancelled', 'CancelledWithErrors'];
/** Statuses of a booking that was never confirmed. */
const unconfirmedStatuses: readonly TripStatus[] = ['Pending', 'PendingConfirm', 'Received'];

/**
 * spec: products §4 "Trip time states: Future, Present, Past, Canceled, Invalid, Unused"; STATES.md
 * §21 "trip dates and status". The spec gives no rule; ours, checked in this order:
 * - Invalid: the booking Failed, or its dates are malformed or end before they start;
 * - Canceled: the status is Canceled, Cancelled or CancelledWithErrors;
 * - Future: today is before the first day; Present: today is between the first and last days,
 *   both included;
 * - after the last day, Unused when the booking was never confirmed (Pending, PendingConfirm,
 *   Received: the trip could not have been taken), otherwise Past.
 * "Today" is the date of `now` in `timeZone`, the traveller's (default America/Toronto, platform §9).
 */
export function tripTimeState(
  trip: Pick<TripSummary, 'status' | 'dates'>,
  now: Date,
  timeZone: string = defaultTimeZone,
): TripTimeState {
  const start = parseIsoDate(trip.dates.start);
  const end = parseIsoDate(trip.dates.end);
  if (trip.status === 'Failure' || start === undefined || end === undefined || end < start) {
    return 'Invalid';
  }
  if (canceledStatuses.includes(trip.status)) return 'Canceled';
  const today = todayIn(now, timeZone);
  if (today < start) return 'Future';
  if (today <= end) return 'Present';
  return unconfirmedStatuses.includes(trip.status) ? 'Unused' : 'Past';
}
