import { z } from 'zod/mini';
import { fiatSchema } from '../money/money';
import { flightCancellationCostTexts } from './flightCancellationCostTexts';
import { flightCancellationOutcomes } from './flightCancellationOutcomes';
import { flightCancellationPolicyTypes } from './flightCancellationPolicyTypes';
import {
  flightCancellationResolutions,
  type FlightCancellationResolution,
} from './flightCancellationResolutions';
import { tripSchema, tripTravelerSchema } from './trip';

/**
 * The self-serve flight cancellation's calls (ours, under /api/v0 beside the trips hub's: the spec
 * names the modal and its steps, products §2, and its enumerations, §4 and §8, but no call).
 * `{tripId}` is the trip of the flight: a Flight, Package or PackageFlight trip.
 */
export const flightCancelCalls = {
  /** What cancelling the flight would give (an offer), or why it cannot be cancelled online. */
  info: { method: 'GET', path: '/itinerary/trips/{tripId}/flight-cancel' },
  /** Cancels the flight, for every traveler, on the offer shown: answers the outcome. */
  cancel: { method: 'POST', path: '/itinerary/trips/{tripId}/flight-cancel' },
} as const;
export type FlightCancelCall = keyof typeof flightCancelCalls;

/** A flight cancellation call's path for one trip. */
export const flightCancelCallPath = (call: FlightCancelCall, tripId: string): string =>
  flightCancelCalls[call].path.replace('{tripId}', encodeURIComponent(tripId));

/**
 * How the money of a cancelled flight comes back (spec: products §4 resolution "cash or ftc"):
 * Cash, a refund to the card it was paid with; Ftc, an airline future travel credit.
 */
export const flightCancelRefundForms = ['Cash', 'Ftc'] as const;
export type FlightCancelRefundForm = (typeof flightCancelRefundForms)[number];

/**
 * The resolutions that let the traveler choose the refund form (ours, from their names: "cash or
 * ftc", "airline partial refund or cash").
 */
export const flightCancelChoiceResolutions = [
  'CashOrFtc',
  'AirlinePartialRefundOrCash',
] as const satisfies readonly FlightCancellationResolution[];

/** Whether a resolution lets the traveler choose between a refund and a travel credit. */
export const isFlightCancelChoice = (resolution: FlightCancellationResolution | undefined) =>
  (flightCancelChoiceResolutions as readonly (FlightCancellationResolution | undefined)[]).includes(
    resolution,
  );

/**
 * The cost line of a cancellation: one of the spec's cost texts (products §8 "Cost texts:
 * 'Non-refundable', 'Contact support', 'Free', 'Contact airline'"), or the fee it costs.
 */
export const flightCancelCostSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.enum(flightCancellationCostTexts) }),
  z.object({ kind: z.literal('amount'), amount: fiatSchema }),
]);
export type FlightCancelCost = z.infer<typeof flightCancelCostSchema>;

/**
 * What cancelling a flight online would give, as the backend works it out for the booking: its
 * policy type (products §4), the resolution (what the traveler gets, products §4 "Resolution
 * scenarios") when one was worked out, the cost line (products §8), the refund to the card and the
 * airline travel credit it would give, every traveler it cancels (products §1 "online cancellation
 * covers all passengers") and until when the offer holds. Field names are ours.
 */
export const flightCancelOfferSchema = z
  .object({
    /** Names the offer in the cancel call, which cancels on it and nothing else. */
    offerId: z.string().check(z.minLength(1)),
    policyType: z.enum(flightCancellationPolicyTypes),
    resolution: z.optional(z.enum(flightCancellationResolutions)),
    cost: z.optional(flightCancelCostSchema),
    /** What goes back to the card the flight was paid with. */
    refund: z.optional(fiatSchema),
    /** The airline travel credit it leaves, and the last day it can be used. */
    travelCredit: z.optional(fiatSchema),
    travelCreditExpiresOn: z.optional(z.iso.date()),
    travelers: z.array(tripTravelerSchema).check(z.minLength(1)),
    /** The offer holds until this instant; after it the backend works it out again. */
    holdsUntil: z.iso.datetime(),
  })
  .check(
    z.refine(
      (offer) =>
        !isFlightCancelChoice(offer.resolution) ||
        (offer.refund !== undefined && offer.travelCredit !== undefined),
      { message: 'A choice between a refund and a travel credit gives both amounts.' },
    ),
  );
export type FlightCancelOffer = z.infer<typeof flightCancelOfferSchema>;

/**
 * The outcomes (products §4) that stop a cancellation before it is offered: the flight has left,
 * the airline holds the booking, it is still being booked, a cancellation is already under way,
 * it is cancelled already, only our support line can cancel it, or the booking system is down.
 * A refund, a NonRefundable cancellation or a CancellationFailure only come from the cancel call.
 */
export const flightCancelInfoOutcomes = [
  'Pending',
  'CancellationPending',
  'BookingPending',
  'ContactCustomerService',
  'AirlineControl',
  'Departed',
  'NonCfar',
  'Canceled',
  'TRVKOutage',
] as const satisfies readonly (typeof flightCancellationOutcomes)[number][];
export type FlightCancelInfoOutcome = (typeof flightCancelInfoOutcomes)[number];

/** flight-cancel (GET): an offer, or the outcome that stops a cancellation online. */
export const flightCancelInfoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), offer: flightCancelOfferSchema }),
  z.object({ kind: z.literal('outcome'), outcome: z.enum(flightCancelInfoOutcomes) }),
]);
export type FlightCancelInfo = z.infer<typeof flightCancelInfoSchema>;

/**
 * flight-cancel (POST): the offer the traveler accepted, and the refund form they chose where the
 * offer gives a choice. The same request sent again (Try again) never cancels twice.
 */
export const flightCancelRequestSchema = z.object({
  offerId: z.string().check(z.minLength(1)),
  refundForm: z.optional(z.enum(flightCancelRefundForms)),
});
export type FlightCancelRequest = z.infer<typeof flightCancelRequestSchema>;

/** flight-cancel (POST) answers its outcome (products §4) and the trip as it now is. */
export const flightCancelResponseSchema = z.object({
  outcome: z.enum(flightCancellationOutcomes),
  trip: tripSchema,
});
export type FlightCancelResponse = z.infer<typeof flightCancelResponseSchema>;
