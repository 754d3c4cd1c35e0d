import { z } from 'zod/mini';
import { flightAirportSchema, type FlightAirport } from '../flights/flightAirport';
import { timeOfDayBuckets } from '../experiences/timeOfDayBuckets';
import { flightTripTypes } from '../flights/flightTripTypes';
import { sliceChangeActions } from '../flights/sliceChangeActions';
import {
  exchangeFlowStepResultsOf,
  exchangeFlowStepResults,
  exchangeFlowSteps,
  type ExchangeFlowAnswer,
  type FlightExchangeScreenState,
} from './flightExchange';
import { tripSchema } from './trip';
import { voidWindowCountries } from './voidWindow';

// The spec names the "exchange flight" modal, its screen states (products §2), the slice change
// actions (§3) and the exchange flow's steps (§4), but no call: the paths and every field below
// are ours, beside the other trips calls under /api/v0/itinerary/trips/{tripId}.

/** The flight exchange's calls, under /api/v0. `{tripId}` is the trip's id. */
export const flightExchangeCalls = {
  /** Whether and how the trip's flight can be exchanged. */
  options: { method: 'GET', path: '/itinerary/trips/{tripId}/flight-exchange' },
  /** The airports a changed or added flight may fly between. */
  airports: { method: 'GET', path: '/itinerary/trips/{tripId}/flight-exchange/airports' },
  /** Starts the exchange flow (products §4: shop, price quote, book, agent fulfil). */
  schedule: { method: 'POST', path: '/itinerary/trips/{tripId}/flight-exchange/schedule' },
  /** Where the exchange flow stands. */
  poll: { method: 'POST', path: '/itinerary/trips/{tripId}/flight-exchange/poll' },
} as const;
export type FlightExchangeCall = keyof typeof flightExchangeCalls;

/** A flight exchange call's path for one trip. */
export function flightExchangeCallPath(call: FlightExchangeCall, tripId: string): string {
  return flightExchangeCalls[call].path.replace('{tripId}', encodeURIComponent(tripId));
}

/** An IATA airport code: three capital letters. */
const airportCodeSchema = z.string().check(z.regex(/^[A-Z]{3}$/));

/** A local date and time without an offset, as a flight's airport gives it ("2026-07-22T21:30"). */
const localDateTimeSchema = z.iso.datetime({ local: true });

export const flightExchangeAirportsResponseSchema = z.object({
  airports: z.array(flightAirportSchema),
});
export type FlightExchangeAirportsResponse = z.infer<typeof flightExchangeAirportsResponseSchema>;

/** One booked slice as the exchange sees it: its route, times, flights and what may be done to it. */
export const exchangeSliceSchema = z.object({
  origin: airportCodeSchema,
  destination: airportCodeSchema,
  /** The first flight's local departure and the last one's local arrival. */
  departure: localDateTimeSchema,
  arrival: localDateTimeSchema,
  /** Its flights as a traveller quotes them: "AC 880". */
  flights: z.array(z.string()).check(z.minLength(1)),
  /** products §3 "Slice change actions": Flown alone for a flown slice, else Keep and Change, and Remove on a multi-city. */
  actions: z.array(z.enum(sliceChangeActions)).check(z.minLength(1)),
});
export type ExchangeSlice = z.infer<typeof exchangeSliceSchema>;

/** products §2 "multi-city itinerary (up to 5 legs)": an exchange never makes more. */
export const maxExchangeSlices = 5;

/** An eligible booking (products §4 "Exchange: eligible"): its slices and how far it may grow. */
export const eligibleFlightExchangeSchema = z.object({
  eligibility: z.literal('Eligible'),
  tripType: z.enum(flightTripTypes),
  slices: z.array(exchangeSliceSchema).check(z.minLength(1), z.maxLength(maxExchangeSlices)),
  /** The most slices the new itinerary may have: more than today's only where legs can be added. */
  maxSlices: z.number().check(z.int(), z.gte(1), z.lte(maxExchangeSlices)),
});
export type EligibleFlightExchange = z.infer<typeof eligibleFlightExchangeSchema>;

/** Why a booking that can be exchanged in principle cannot be now (ours). */
export const exchangeIneligibilityCauses = [
  /** The fare does not allow changes (itinerary tag NonExchangeable). */
  'NonExchangeableFare',
  /** Not ticketed yet: nothing to exchange. */
  'NotTicketed',
  /** Every slice has been flown. */
  'AllFlown',
  'Canceled',
  /** A change of this booking is already with the agents. */
  'ChangeAlreadyRequested',
] as const;
export type ExchangeIneligibilityCause = (typeof exchangeIneligibilityCauses)[number];

/**
 * Why the booking cannot be exchanged online (products §4 "not eligible"), each the screen state
 * the modal shows for it (products §2).
 */
export const flightExchangeRefusalSchema = z.discriminatedUnion('reason', [
  /** An airline-controlled ticket: the airline changes it, by its own confirmation code. */
  z.object({
    reason: z.literal('ContactAirline' satisfies FlightExchangeScreenState),
    airline: z.object({ code: z.string(), name: z.string() }),
    locator: z.string().check(z.minLength(1)),
  }),
  /** Our agents change it, by phone (itinerary tag ContactCustomerService). */
  z.object({ reason: z.literal('ContactSupport' satisfies FlightExchangeScreenState) }),
  z.object({
    reason: z.literal('IneligibleForExchange' satisfies FlightExchangeScreenState),
    cause: z.enum(exchangeIneligibilityCauses),
  }),
  /** Still inside the void window (products §9): cancelling refunds it in full. */
  z.object({
    reason: z.literal('TicketedVoidable' satisfies FlightExchangeScreenState),
    voidWindowCountry: z.enum(voidWindowCountries),
  }),
  /** The same, on a ticket of the legacy system: only an agent can void it. */
  z.object({ reason: z.literal('LegacyTicketedVoidable' satisfies FlightExchangeScreenState) }),
  /** Too many exchanges of this booking failed: an agent takes over. */
  z.object({
    reason: z.literal('TooManyAttemptsSupport' satisfies FlightExchangeScreenState),
    attempts: z.number().check(z.int(), z.positive()),
  }),
]);
export type FlightExchangeRefusal = z.infer<typeof flightExchangeRefusalSchema>;
export type FlightExchangeRefusalReason = FlightExchangeRefusal['reason'];

/**
 * `GET flight-exchange`: eligible with the slices, not eligible with the reason, or the backend
 * could not tell (products §4 "Exchange: eligible, not eligible, failure").
 */
export const flightExchangeOptionsSchema = z.discriminatedUnion('eligibility', [
  eligibleFlightExchangeSchema,
  z.object({ eligibility: z.literal('NotEligible'), refusal: flightExchangeRefusalSchema }),
  z.object({ eligibility: z.literal('Failure') }),
]);
export type FlightExchangeOptions = z.infer<typeof flightExchangeOptionsSchema>;

const timeOfDaySchema = z.literal(timeOfDayBuckets.map(({ bucket }) => bucket));

/** Where and when a changed or added slice should fly: a day and a time of day (products §3 buckets). */
const newSliceFields = {
  origin: airportCodeSchema,
  destination: airportCodeSchema,
  date: z.iso.date(),
  timeOfDay: timeOfDaySchema,
};

const bookedSliceIndex = z.number().check(z.int(), z.nonnegative());

/** What the exchange does to one slice (products §3 "Slice change actions"). */
export const exchangeSliceRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('Keep'), slice: bookedSliceIndex }),
  z.object({ action: z.literal('Flown'), slice: bookedSliceIndex }),
  z.object({ action: z.literal('Remove'), slice: bookedSliceIndex }),
  z.object({ action: z.literal('Change'), slice: bookedSliceIndex, ...newSliceFields }),
  z.object({ action: z.literal('Add'), ...newSliceFields }),
]);
export type ExchangeSliceRequest = z.infer<typeof exchangeSliceRequestSchema>;

/** `POST flight-exchange/schedule`: every booked slice in order with its action, then the added ones. */
export const flightExchangeRequestSchema = z.object({
  slices: z.array(exchangeSliceRequestSchema).check(z.minLength(1)),
});
export type FlightExchangeRequest = z.infer<typeof flightExchangeRequestSchema>;

export const flightExchangeScheduleResponseSchema = z.object({
  exchangeId: z.string().check(z.minLength(1)),
});
export type FlightExchangeScheduleResponse = z.infer<typeof flightExchangeScheduleResponseSchema>;

export const flightExchangePollRequestSchema = z.object({
  exchangeId: z.string().check(z.minLength(1)),
});
export type FlightExchangePollRequest = z.infer<typeof flightExchangePollRequestSchema>;

/**
 * `POST flight-exchange/poll`: the step the flow reached and its result (products §4: Pending only
 * at a poll step), and the trip as it now is once the request reached the agents.
 */
export const flightExchangePollResponseSchema = z
  .object({
    step: z.enum(exchangeFlowSteps),
    result: z.enum(exchangeFlowStepResults),
    trip: z.optional(tripSchema),
  })
  .check(
    z.refine(({ step, result }) => exchangeFlowStepResultsOf(step).includes(result), {
      message: 'Only a poll step can be Pending.',
    }),
  );
export type FlightExchangePollResponse = z.infer<typeof flightExchangePollResponseSchema>;

/**
 * What loading the modal found (the page's load, ours): the options, with the airports when the
 * booking is eligible; or no itinerary to exchange (a 404 of the options call).
 */
export type FlightExchangeLoad =
  | {
      readonly found: true;
      readonly options: FlightExchangeOptions;
      readonly airports: readonly FlightAirport[];
    }
  | { readonly found: false };

/**
 * How submitting an exchange ended (the page's submit, ours): with a settled answer (requested or
 * failed), or with no final answer before the poll gave up, after the last answer it had.
 */
export type FlightExchangeSubmission =
  | { readonly outcome: 'settled'; readonly answer: ExchangeFlowAnswer }
  | { readonly outcome: 'no-answer'; readonly last?: ExchangeFlowAnswer };
