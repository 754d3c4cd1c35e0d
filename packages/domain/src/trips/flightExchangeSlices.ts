import type { BookedFlightItinerary } from '../flights/bookedFlightItinerary';
import type { FlightSlice } from '../flights/flightItinerary';
import type { FlightTripType } from '../flights/flightTripTypes';
import type { SliceChangeAction } from '../flights/sliceChangeActions';
import {
  maxExchangeSlices,
  type EligibleFlightExchange,
  type ExchangeSlice,
  type ExchangeSliceRequest,
  type FlightExchangeRequest,
} from './flightExchangeCalls';

/** A slice has been flown once its first flight has left (its departure with its offset). */
export function isSliceFlown(slice: FlightSlice, now: Date): boolean {
  const first = slice.segments[0];
  return first !== undefined && Date.parse(first.zonedDeparture) <= now.getTime();
}

/**
 * spec: products §3 "Slice change actions Add, Change, Flown, Keep, Remove". Ours, what each
 * slice of a booking may do: a flown slice is Flown and stays so; any other can be kept or
 * changed, and on a multi-city also removed. Add is for new slices (see `maxExchangeSlicesOf`).
 */
export function exchangeSliceActionsOf(
  slice: FlightSlice,
  tripType: FlightTripType,
  now: Date,
): SliceChangeAction[] {
  if (isSliceFlown(slice, now)) return ['Flown'];
  return tripType === 'multi_city' ? ['Keep', 'Change', 'Remove'] : ['Keep', 'Change'];
}

/**
 * The most slices an exchange of this booking may have (ours): a multi-city may add legs up to the
 * spec's 5 (products §2 "up to 5 legs"); a one way, round trip or open jaw keeps its slices.
 */
export function maxExchangeSlicesOf(tripType: FlightTripType, sliceCount: number): number {
  return tripType === 'multi_city' ? Math.max(maxExchangeSlices, sliceCount) : sliceCount;
}

function exchangeSliceOf(slice: FlightSlice, tripType: FlightTripType, now: Date): ExchangeSlice {
  const first = slice.segments[0];
  const last = slice.segments.at(-1);
  return {
    origin: first?.origin.locationCode ?? '',
    destination: last?.destination.locationCode ?? '',
    departure: first?.updatedDeparture ?? first?.scheduledDeparture ?? '',
    arrival: last?.updatedArrival ?? last?.scheduledArrival ?? '',
    flights: slice.segments.map(
      ({ marketingAirline }) => `${marketingAirline.code} ${marketingAirline.flightNumber}`,
    ),
    actions: exchangeSliceActionsOf(slice, tripType, now),
  };
}

/** The options of a booking that can be exchanged: each slice with what it may do. */
export function eligibleFlightExchangeOf(
  itinerary: Pick<BookedFlightItinerary, 'slices' | 'tripType'>,
  now: Date,
): EligibleFlightExchange {
  const { slices, tripType } = itinerary;
  return {
    eligibility: 'Eligible',
    tripType,
    slices: slices.map((slice) => exchangeSliceOf(slice, tripType, now)),
    maxSlices: maxExchangeSlicesOf(tripType, slices.length),
  };
}

/** Every slice of the booking has been flown: nothing is left to exchange. */
export function isItineraryFlown(itinerary: Pick<BookedFlightItinerary, 'slices'>, now: Date) {
  return itinerary.slices.every((slice) => isSliceFlown(slice, now));
}

/**
 * What is wrong with an exchange request for these options, or undefined when nothing is (ours,
 * as the backend checks it): every booked slice once, in order, with an action it allows; added
 * slices only up to the most slices; something changes; something is left to fly.
 */
export function exchangeRequestProblem(
  options: EligibleFlightExchange,
  request: FlightExchangeRequest,
): string | undefined {
  const booked = request.slices.filter(
    (slice): slice is Exclude<ExchangeSliceRequest, { action: 'Add' }> => slice.action !== 'Add',
  );
  const added = request.slices.length - booked.length;
  if (
    booked.length !== options.slices.length ||
    booked.some((slice, index) => slice.slice !== index)
  )
    return 'Every booked slice must be given once, in order.';
  if (request.slices.slice(0, booked.length).some((slice) => slice.action === 'Add'))
    return 'Added slices come after the booked ones.';
  const refused = booked.find(
    (slice, index) => !(options.slices[index]?.actions ?? []).includes(slice.action),
  );
  if (refused) return `Slice ${refused.slice} cannot be ${refused.action}.`;
  const removed = booked.filter((slice) => slice.action === 'Remove').length;
  if (booked.length - removed + added > options.maxSlices)
    return `An exchange has at most ${options.maxSlices} slices.`;
  if (request.slices.every((slice) => slice.action === 'Keep' || slice.action === 'Flown'))
    return 'Nothing changes.';
  if (!request.slices.some(({ action }) => ['Keep', 'Change', 'Add'].includes(action)))
    return 'Nothing is left to fly.';
  return undefined;
}
