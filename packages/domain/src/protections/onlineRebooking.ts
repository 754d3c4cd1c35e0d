import { cabinClasses, type CabinClass } from '../flights/cabinClasses';
import { parseLocalDepartureTime } from './localDepartureTime';

/** Fare classes rank as the cabin classes are listed, lowest first (products §3). */
export const rebookingFareClassOrder = cabinClasses;
export type RebookingFareClass = CabinClass;

/** The constraints an online rebooking must meet, in the order they are checked (spec: products §5). */
export const onlineRebookingConstraints = [
  'AllOriginalTravelers',
  'SameOrNextDay',
  'SameOrLowerFareClass',
  'SameAirports',
  'UnderFareCap',
] as const;
export type OnlineRebookingConstraint = (typeof onlineRebookingConstraints)[number];

export interface RebookingFlight {
  /** Local departure time as the itinerary gives it (see LocalDepartureTime). */
  readonly departure: string;
  readonly origin: string;
  readonly destination: string;
  readonly fareClass: RebookingFareClass;
}

export interface OnlineRebooking {
  readonly originalTravelerIds: readonly string[];
  readonly travelerIds: readonly string[];
  readonly original: RebookingFlight;
  readonly rebooking: RebookingFlight & { readonly fare: number };
  /** The most the protection pays for the new flight, in the fare's currency. */
  readonly fareCap: number;
}

function sameTravelers(original: readonly string[], chosen: readonly string[]): boolean {
  const chosenSet = new Set(chosen);
  return new Set(original).size === chosenSet.size && original.every((id) => chosenSet.has(id));
}

function isSameOrNextDay(original: string, rebooked: string): boolean {
  const from = parseLocalDepartureTime(original);
  const to = parseLocalDepartureTime(rebooked);
  if (from === undefined || to === undefined) return false;
  const days = (Date.parse(to.date) - Date.parse(from.date)) / 86_400_000;
  return days === 0 || days === 1;
}

const rank = (fareClass: RebookingFareClass) => rebookingFareClassOrder.indexOf(fareClass);

/**
 * spec: products §5 "Online rebooking needs all original travelers. The new flight must be same
 * or next day, same or lower fare class, same airports, under the fare cap" (STATES §26
 * disruption/rebook-*). Returns the first constraint that fails, or undefined when all hold.
 * Readings: the travellers are exactly the original ones; days are local departure dates; a fare
 * equal to the cap is within it; airports are compared as codes, case-insensitively.
 */
export function failedOnlineRebookingConstraint(
  rebooking: OnlineRebooking,
): OnlineRebookingConstraint | undefined {
  const { original, rebooking: flight } = rebooking;
  if (!sameTravelers(rebooking.originalTravelerIds, rebooking.travelerIds)) {
    return 'AllOriginalTravelers';
  }
  if (!isSameOrNextDay(original.departure, flight.departure)) return 'SameOrNextDay';
  if (rank(flight.fareClass) > rank(original.fareClass)) return 'SameOrLowerFareClass';
  const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
  if (!same(original.origin, flight.origin) || !same(original.destination, flight.destination)) {
    return 'SameAirports';
  }
  if (flight.fare > rebooking.fareCap) return 'UnderFareCap';
  return undefined;
}
