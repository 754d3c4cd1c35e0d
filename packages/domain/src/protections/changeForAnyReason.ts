import dayjs from 'dayjs';
import { isoDateFormat, type IsoDate } from '../stays/stayDates';
import { protectionTerms } from './protectionTerms';

/** The windows of change for any reason, in the order they are checked; the names are ours (spec: products §5, §9). */
export const changeForAnyReasonWindows = [
  'AdvancePurchase',
  'OneChange',
  'BeforeDeparture',
  'NewDepartureWithinOneYear',
] as const;
export type ChangeForAnyReasonWindow = (typeof changeForAnyReasonWindows)[number];

export interface ChangeForAnyReasonRequest {
  readonly now: Date;
  /** When the protected trip was booked. */
  readonly bookedAt: Date;
  /** The original first departure. */
  readonly departure: Date;
  readonly changesUsed: number;
  /** The new itinerary's first departure, once one is chosen. */
  readonly newDeparture?: Date;
}

const hourMs = 60 * 60 * 1000;

function addUtcYears(instant: Date, years: number): Date {
  const moved = new Date(instant.getTime());
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved;
}

/**
 * spec: products §5 "Change for any reason needs booking at least 24 hours before departure,
 * allows one change, and the new itinerary must depart within one year"; §9 "3 hours before
 * departure" (STATES §25 chfar/exercise). Returns the first window that fails, or undefined.
 * Readings: 24 and 3 hours exactly are in time; "within one year" counts from the booking, as a
 * ticket's validity does, and a departure on the anniversary itself is within.
 */
export function failedChangeForAnyReasonWindow(
  request: ChangeForAnyReasonRequest,
): ChangeForAnyReasonWindow | undefined {
  const terms = protectionTerms.changeForAnyReason;
  const departure = request.departure.getTime();
  if (departure - request.bookedAt.getTime() < terms.advancePurchaseHours * hourMs) {
    return 'AdvancePurchase';
  }
  if (request.changesUsed >= terms.changesAllowed) return 'OneChange';
  if (departure - request.now.getTime() < terms.hoursBeforeDeparture * hourMs) {
    return 'BeforeDeparture';
  }
  const limit = addUtcYears(request.bookedAt, terms.departureWindowYears);
  if (request.newDeparture !== undefined && request.newDeparture.getTime() > limit.getTime()) {
    return 'NewDepartureWithinOneYear';
  }
  return undefined;
}

/**
 * spec: products §9 "refund of reimbursed amounts within 10 business days": the last day the
 * reimbursement is due, counting Monday to Friday only (public holidays are not shown, so none
 * are skipped).
 */
export function changeForAnyReasonReimbursementDueDate(requestDate: IsoDate): IsoDate {
  let date = dayjs(requestDate, isoDateFormat, true);
  let remaining = protectionTerms.changeForAnyReason.reimbursementBusinessDays;
  while (remaining > 0) {
    date = date.add(1, 'day');
    const weekday = date.day();
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return date.format(isoDateFormat);
}
