import { parseLocalDepartureTime } from './localDepartureTime';

const oneHour = 60;
const eightPm = 20 * 60;
const nineAm = 9 * 60;
const day = 24 * 60;

/**
 * spec: products §5 "An airline rebooking counts as reasonable (making missed-connection service
 * unavailable) if it is a flight within 1 hour of the original, or by 9:00AM next day if the
 * original left after 8:00PM" (STATES §26 disruption/reasonable-rebooking).
 *
 * Both times are local departure times as the itinerary gives them (see LocalDepartureTime): the
 * two flights leave the same airport. Boundaries: exactly 1 hour is within; 8:00PM itself is not
 * after 8:00PM; 9:00AM itself is by 9:00AM. A time that cannot be read is not reasonable, so the
 * traveller keeps the missed-connection service.
 */
export function isReasonableAirlineRebooking(
  originalDeparture: string,
  rebookedDeparture: string,
): boolean {
  const original = parseLocalDepartureTime(originalDeparture);
  const rebooked = parseLocalDepartureTime(rebookedDeparture);
  if (original === undefined || rebooked === undefined) return false;
  if (Math.abs(rebooked.minutes - original.minutes) <= oneHour) return true;
  if (original.minuteOfDay <= eightPm) return false;
  const nextDayNineAm = original.minutes - original.minuteOfDay + day + nineAm;
  return rebooked.minutes <= nextDayNineAm;
}
