import {
  flightTravelerProblems,
  isFlightBookingErrorCode,
  type FlightPassenger,
  type FlightPassengersRequest,
  type FlightPassengersResponse,
  type TravelerProfile,
} from '@wayfare/domain';
import type { QuoteSession } from './purchaseState';

/** A products §5 code that refuses the passengers, and the passenger (by index) it is about. */
export type FlightPassengerRefusal = Extract<
  FlightPassengersResponse,
  { readonly errors: unknown }
>['errors'][number];

/** How the passengers call answers: the happy path takes every passenger the rules take. */
export interface FlightPassengersBehaviour {
  /** Refuse the passengers with these codes, whatever was sent. */
  readonly passengerErrors?: readonly FlightPassengerRefusal[];
  /**
   * The airline's own rule, stricter than the checkout's: an infant on a lap born more than this
   * many months before the first flight is too old (LapInfantTooOld).
   */
  readonly lapInfantMonthsLimit?: number;
}

/** The day so many months before another (YYYY-MM-DD); a short month's end stays in its month. */
function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(date, lastOfMonth)))
    .toISOString()
    .slice(0, 10);
}

/** A passenger as the products §5 rules read a traveler. */
const profileOf = (passenger: FlightPassenger): TravelerProfile => ({
  id: passenger.travelerId,
  givenName: passenger.givenName,
  surname: passenger.surname,
  gender: passenger.gender,
  dateOfBirth: passenger.birthdate,
  assistance: passenger.specialAssistance,
  frequentFlyer: {},
  ...(passenger.nationality !== undefined && { nationality: passenger.nationality }),
  ...(passenger.passport !== undefined && { passport: passenger.passport }),
  ...(passenger.knownTravelerNumber !== undefined && {
    knownTravelerNumber: passenger.knownTravelerNumber,
  }),
  ...(passenger.tsaRedressNumber !== undefined && {
    tsaRedressNumber: passenger.tsaRedressNumber,
  }),
});

/**
 * The one place that decides whether the passengers call refuses what it was sent: a scenario's
 * codes; else the products §5 rules the checkout applies too (`flightTravelerProblems`), checked
 * again as an airline would, with the infants' ages counted to the last flight's landing rather
 * than its departure, and the airline's records of a scenario. Only the catalogue's codes are
 * answered: the checkout's own (a missing traveler) cannot reach an airline.
 */
export function flightPassengerRefusals(
  { passengers }: FlightPassengersRequest,
  session: QuoteSession,
  behaviour: FlightPassengersBehaviour,
): FlightPassengerRefusal[] {
  if (behaviour.passengerErrors) return [...behaviour.passengerErrors];
  const quote = session.flightQuote;
  if (!quote) return [];
  const first = quote.legs[0];
  const last = quote.legs.at(-1);
  const firstDay = first?.departure.slice(0, 10) ?? '';
  const { lapInfantMonthsLimit } = behaviour;
  const bornBefore =
    lapInfantMonthsLimit === undefined ? undefined : monthsBefore(firstDay, lapInfantMonthsLimit);
  const refusedByAirline = passengers.flatMap((passenger, passengerIndex) =>
    passenger.kind === 'LapInfant' && bornBefore !== undefined && passenger.birthdate < bornBefore
      ? [{ code: 'LapInfantTooOld', passengerIndex }]
      : [],
  );
  const problems = flightTravelerProblems({
    slots: passengers.map(({ kind }) => ({ kind, label: kind })),
    travelers: passengers.map(profileOf),
    firstDepartureDate: firstDay,
    lastDepartureDate: last?.arrival.slice(0, 10) ?? '',
    isInternational: quote.isInternational,
  })
    .filter(({ code }) => isFlightBookingErrorCode(code))
    .map(({ code, slotIndex }) => ({
      code,
      ...(slotIndex !== undefined && { passengerIndex: slotIndex }),
    }));
  return [...refusedByAirline, ...problems];
}
