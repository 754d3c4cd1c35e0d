import { maxFlightPassengers } from '../routes/flightsQuery';
import type { IsoDate } from '../stays/stayDates';
import { flightPassengerTotal, type FlightPassengerCounts } from './flightSearch';
import type { FlightLegDraft, FlightSearchDraft } from './flightSearchDraft';

/** What is wrong with one leg of a search (ours), said at the field it is about. */
export const flightLegProblemKinds = [
  'origin-missing',
  'destination-missing',
  'same-airports',
  'date-before-today',
  'dates-out-of-order',
] as const;
export type FlightLegProblemKind = (typeof flightLegProblemKinds)[number];

/** What is wrong with who flies: products §5's booking validation failures, checked at the search. */
export const flightPassengerProblemKinds = [
  'NoAdultPassenger',
  'TooManyLapInfants',
  'TooManyPassengers',
] as const;
export type FlightPassengerProblemKind = (typeof flightPassengerProblemKinds)[number];

export interface FlightLegProblem {
  readonly kind: FlightLegProblemKind;
  /** The leg it is about, by index. */
  readonly leg: number;
}

export interface FlightPassengerProblem {
  readonly kind: FlightPassengerProblemKind;
}

export type FlightSearchProblem = FlightLegProblem | FlightPassengerProblem;

/** Each problem as the search form says it (ours: products §5 gives no messages). */
export const flightSearchProblemTexts: Readonly<
  Record<FlightLegProblemKind | FlightPassengerProblemKind, string>
> = {
  'origin-missing': 'Choose the airport you fly from.',
  'destination-missing': 'Choose the airport you fly to.',
  'same-airports': 'Choose two different airports.',
  'date-before-today': 'Choose today or a later date.',
  'dates-out-of-order': 'Choose a date on or after the flight before this one.',
  NoAdultPassenger: 'Add at least one adult: children and infants fly with an adult.',
  TooManyLapInfants:
    'Each infant on a lap needs an adult of their own: add an adult or a seat for the infant.',
  TooManyPassengers: `A search takes at most ${maxFlightPassengers} passengers.`,
};

/** What is wrong with who flies, in the order products §5 lists them. */
export function flightPassengerProblems(
  passengers: FlightPassengerCounts,
): FlightPassengerProblemKind[] {
  return [
    ...(passengers.adults === 0 ? (['NoAdultPassenger'] as const) : []),
    ...(passengers.lapInfants > passengers.adults ? (['TooManyLapInfants'] as const) : []),
    ...(flightPassengerTotal(passengers) > maxFlightPassengers
      ? (['TooManyPassengers'] as const)
      : []),
  ];
}

/**
 * What is wrong with one leg. `airportsAsked` is false for a round trip's return: it flies its
 * outbound reversed, so its airports are the outbound's to fix.
 */
function legProblems(
  leg: FlightLegDraft,
  previous: FlightLegDraft | undefined,
  airportsAsked: boolean,
  today: IsoDate,
): FlightLegProblemKind[] {
  const problems: FlightLegProblemKind[] = [];
  if (airportsAsked) {
    if (leg.origin === undefined) problems.push('origin-missing');
    if (leg.destination === undefined) problems.push('destination-missing');
    else if (leg.destination === leg.origin) problems.push('same-airports');
  }
  if (leg.departureDate < today) problems.push('date-before-today');
  else if (previous !== undefined && leg.departureDate < previous.departureDate)
    problems.push('dates-out-of-order');
  return problems;
}

/**
 * What keeps a search from being searched, leg by leg then who flies: each leg between two
 * different airports, on today or later, no earlier than the leg before it; at least one adult,
 * no more lap infants than adults, at most `maxFlightPassengers` in all. `today` is where the
 * traveller is (`todayIn`).
 */
export function flightSearchProblems(
  draft: FlightSearchDraft,
  today: IsoDate,
): FlightSearchProblem[] {
  return [
    ...draft.legs.flatMap((leg, index) =>
      legProblems(
        leg,
        draft.legs[index - 1],
        draft.tripType !== 'round_trip' || index === 0,
        today,
      ).map((kind) => ({ kind, leg: index })),
    ),
    ...flightPassengerProblems(draft.passengers).map((kind) => ({ kind })),
  ];
}
