import { addDays, type IsoDate } from '../stays/stayDates';
import type { CabinClass } from './cabinClasses';
import {
  defaultFlightPassengerCounts,
  flightLegCounts,
  type FlightPassengerCounts,
  type FlightSearch,
} from './flightSearch';
import type { FlightTripType } from './flightTripTypes';

/**
 * The cabins a search asks for (products §3 cabin classes): BasicEconomy is a fare sold in the
 * Economy cabin, which the flight list offers, not a cabin to search.
 */
export const searchableCabinClasses = [
  'Economy',
  'PremiumEconomy',
  'Business',
  'First',
] as const satisfies readonly CabinClass[];
export type SearchableCabinClass = (typeof searchableCabinClasses)[number];

/** One leg as the search form holds it: its airports may not be chosen yet; its day always is. */
export interface FlightLegDraft {
  readonly origin: string | undefined;
  readonly destination: string | undefined;
  readonly departureDate: IsoDate;
}

/** A search has at least one leg: its first is there to read without a check. */
export type FlightLegDrafts = readonly [FlightLegDraft, ...FlightLegDraft[]];

/**
 * The search the form edits: the trip type, as many legs as it takes (`flightLegCounts`), who
 * flies and in which cabin. A round trip's return is always its outbound reversed: the form asks
 * only for its date.
 */
export interface FlightSearchDraft {
  readonly tripType: FlightTripType;
  readonly legs: FlightLegDrafts;
  readonly passengers: FlightPassengerCounts;
  readonly cabinClass: SearchableCabinClass;
}

/** The days a new search's dates are set at (ours): departure in two weeks, each next flight a week on. */
export const flightSearchDays = { toDeparture: 14, toNextFlight: 7 } as const;

/** The search a new form opens on: a round trip from today's in two weeks for a week, 1 adult, Economy. */
export function defaultFlightSearchDraft(today: IsoDate): FlightSearchDraft {
  const departureDate = addDays(today, flightSearchDays.toDeparture);
  return withReturnReversed({
    tripType: 'round_trip',
    legs: [{ origin: undefined, destination: undefined, departureDate }],
    passengers: defaultFlightPassengerCounts,
    cabinClass: 'Economy',
  });
}

/**
 * The form of a search (one the address holds, for "Search again"): its legs, passengers and
 * cabin; BasicEconomy searches Economy. A search without a leg opens the default form.
 */
export function flightSearchDraftOf(search: FlightSearch, today: IsoDate): FlightSearchDraft {
  const [first, ...others] = search.legs;
  if (first === undefined) return defaultFlightSearchDraft(today);
  return withReturnReversed({
    tripType: search.tripType,
    legs: [first, ...others],
    passengers: search.passengers,
    cabinClass: search.cabinClass === 'BasicEconomy' ? 'Economy' : search.cabinClass,
  });
}

/** A leg after `previous`: from where it lands, a week later, to an airport still to choose. */
const legAfter = (previous: FlightLegDraft): FlightLegDraft => ({
  origin: previous.destination,
  destination: undefined,
  departureDate: addDays(previous.departureDate, flightSearchDays.toNextFlight),
});

/** A round trip's return flies its outbound reversed; it keeps its own date, or takes a week on. */
function withReturnReversed(draft: FlightSearchDraft): FlightSearchDraft {
  if (draft.tripType !== 'round_trip') return draft;
  const [outbound, back = legAfter(outbound)] = draft.legs;
  return {
    ...draft,
    legs: [
      outbound,
      {
        origin: outbound.destination,
        destination: outbound.origin,
        departureDate: back.departureDate,
      },
    ],
  };
}

/**
 * Another trip type: one way keeps the first leg; a round trip returns from it; an open jaw and a
 * multi-city trip keep the legs there are (a round trip's return becomes a leg of its own) and add
 * a second when there is one leg.
 */
export function withTripType(
  draft: FlightSearchDraft,
  tripType: FlightTripType,
): FlightSearchDraft {
  const [first, second = legAfter(first), ...others] = draft.legs;
  const legs: FlightLegDrafts =
    tripType === 'one_way'
      ? [first]
      : tripType === 'multi_city'
        ? [first, second, ...others]
        : [first, second];
  return withReturnReversed({ ...draft, tripType, legs });
}

/**
 * A leg's airports or date changed. A round trip's return follows its outbound; a multi-city
 * leg's next leg leaves from its new destination, unless it was given an origin of its own.
 */
export function withLegEdit(
  draft: FlightSearchDraft,
  index: number,
  edit: Partial<FlightLegDraft>,
): FlightSearchDraft {
  const before = draft.legs[index];
  if (before === undefined) return draft;
  const followsEdited = (leg: FlightLegDraft) =>
    draft.tripType === 'multi_city' &&
    edit.destination !== undefined &&
    (leg.origin === undefined || leg.origin === before.destination);
  const edited = (leg: FlightLegDraft, at: number): FlightLegDraft => {
    if (at === index) return { ...leg, ...edit };
    if (at === index + 1 && followsEdited(leg)) return { ...leg, origin: edit.destination };
    return leg;
  };
  const [first, ...others] = draft.legs;
  return withReturnReversed({
    ...draft,
    legs: [edited(first, 0), ...others.map((leg, at) => edited(leg, at + 1))],
  });
}

/** A leg flies the other way: its origin and destination swap (a leg after it follows, as above). */
export function withAirportsSwapped(draft: FlightSearchDraft, index: number): FlightSearchDraft {
  const leg = draft.legs[index];
  if (leg === undefined) return draft;
  return withLegEdit(draft, index, { origin: leg.destination, destination: leg.origin });
}

/** Whether a multi-city trip can take one more leg (at most `maxFlightLegs`). */
export const canAddFlightLeg = (draft: FlightSearchDraft) =>
  draft.tripType === 'multi_city' && draft.legs.length < flightLegCounts.multi_city.max;

/** Whether a multi-city trip can lose a leg (it keeps at least two). */
export const canRemoveFlightLeg = (draft: FlightSearchDraft) =>
  draft.tripType === 'multi_city' && draft.legs.length > flightLegCounts.multi_city.min;

/** A multi-city trip's next leg: from where the last lands, a week later. */
export function withLegAdded(draft: FlightSearchDraft): FlightSearchDraft {
  if (!canAddFlightLeg(draft)) return draft;
  const last = draft.legs.reduce((_, leg) => leg);
  return { ...draft, legs: [...draft.legs, legAfter(last)] };
}

/** A multi-city trip without one of its legs. */
export function withLegRemoved(draft: FlightSearchDraft, index: number): FlightSearchDraft {
  const [first, ...others] = draft.legs.filter((_, at) => at !== index);
  if (!canRemoveFlightLeg(draft) || first === undefined) return draft;
  return { ...draft, legs: [first, ...others] };
}
