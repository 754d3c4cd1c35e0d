import {
  apiBasePath,
  flightCancelCalls,
  flightCancellationCostTexts,
  flightCancelPolicyNextStep,
  flightCancelRefundFormsOf,
  flightCancelRequestSchema,
  isFlightCancelOutcomeOf,
  isWithinVoidWindow,
  penaltyOf,
  selfServeFlightCancelStepFor,
  tripTimeState,
  type FlightCancelCall,
  type FlightCancelInfo,
  type FlightCancelOffer,
  type FlightCancelRefundForm,
  type FlightCancelResponse,
  type FlightCancellationOutcome,
  type Trip,
  type TripKind,
} from '@wayfare/domain';
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import {
  costAmount,
  costText,
  flightCancelFixtureTerms,
  lessFee,
  type FlightCancelStance,
  type FlightCancelTerms,
} from '../fixtures/trips/flightCancelFixtures';
import { tripDays, type TripDays } from '../fixtures/trips/tripDays';
import { bodyOf } from './requestBody';
import { mockNow } from './mockClock';
import {
  flightCancelAttemptsOf,
  issuedFlightCancelOffer,
  issueFlightCancelOffer,
  recordFlightCancelAttempt,
  recordTripEdit,
} from './tripsState';

/** How a scenario bends the self-serve flight cancellation; each part defaults to the rules below. */
export interface FlightCancelBehaviour {
  /**
   * By trip id: what the info call answers instead of the rules' (the terms of a policy, or an
   * outcome), for the trip as it is that day.
   */
  readonly stances?: Readonly<Record<string, (trip: Trip, days: TripDays) => FlightCancelStance>>;
  /**
   * What the cancel call answers, one a call in the session's order, the last for every call
   * after it (`['CancellationFailure', 'PartialRefund']`: a failure, then a cancellation). The
   * rules' outcome without.
   */
  readonly cancelOutcomes?: readonly FlightCancellationOutcome[];
}

/** What the trips area gives its flight cancellation handlers: the session's trips. */
export interface FlightCancelHandlersInput {
  /** The session's trip of an id, as of `now`, with the session's changes made to it. */
  readonly tripOf: (tripId: string, now: Date) => Trip | undefined;
  readonly behaviour?: FlightCancelBehaviour;
}

/** An offer holds for half an hour (ours). */
const offerHoldsMs = 30 * 60 * 1000;

/** The kinds of trip that hold a flight the traveler can cancel (products §3 "Trip kinds"). */
const flightKinds: readonly TripKind[] = ['Flight', 'Package', 'PackageFlight'];

const { free, nonRefundable, contactSupport, contactAirline } = flightCancellationCostTexts;

/** A refund of the trip's whole total to the card, at no cost. */
const fullRefund = (
  trip: Trip,
  policyType: FlightCancelTerms['policyType'],
  resolution?: FlightCancelTerms['resolution'],
): FlightCancelTerms => ({
  policyType,
  ...(resolution ? { resolution } : {}),
  cost: costText(free),
  ...(trip.total ? { refund: trip.total } : {}),
});

/**
 * The terms of a booking by what it is (ours: the spec gives no rule), for the happy path's
 * flights: an itinerary tag that leaves it to a person (ContactAirline, ContactCustomerService,
 * MultiProvider); a booking not ticketed yet cancelled before ticketing; a ticket still in its
 * void window (products §9, the hub's PreTicketVoidable: "can be voided") voided, as the exchange
 * says of it (TicketedVoidable); otherwise the fare's cancel penalty
 * (products §3): none refunds it all, a fee refunds the rest, NotPossible nothing, and an unknown
 * penalty asks for our support line.
 */
function termsByRule(trip: Trip, now: Date): FlightCancelTerms {
  const { flight } = trip;
  const tags = flight?.itinerary.tags ?? [];
  if (tags.includes('ContactAirline')) {
    return { policyType: 'ContactAirline', cost: costText(contactAirline) };
  }
  if (tags.includes('MultiProvider') || tags.includes('ContactCustomerService')) {
    return {
      policyType: tags.includes('MultiProvider') ? 'MultiProvider' : 'ContactCustomerService',
      resolution: 'ContactCustomerService',
      cost: costText(contactSupport),
    };
  }
  // Not ticketed yet: the booking still pending, or its ticket refused by the airline.
  if (trip.status === 'Pending' || flight?.ticketStatus === 'Rejected') {
    return fullRefund(trip, 'DelayedTicketingCancel');
  }
  const voidable =
    flight !== undefined &&
    isWithinVoidWindow({
      purchasedAt: new Date(trip.bookedAt),
      now,
      country: flight.purchaseCountry,
    });
  if (voidable) return fullRefund(trip, 'TicketedVoid', 'TicketedVoid');
  const penalty = flight && penaltyOf(flight.itinerary.penalties, 'cancel');
  switch (penalty?.type) {
    case 'NoPenalty':
      return fullRefund(trip, 'AirlineRefund', 'AirlineFullRefund');
    case 'WithFee':
      return {
        policyType: 'PartialRefund',
        resolution: 'WithPenalty',
        cost: costAmount(penalty.amount),
        ...(trip.total ? { refund: lessFee(trip.total, penalty.amount) } : {}),
      };
    case 'NotPossible':
      return { policyType: 'NonRefundable', cost: costText(nonRefundable) };
    default:
      return {
        policyType: 'ContactCustomerService',
        resolution: 'ContactCustomerService',
        cost: costText(contactSupport),
      };
  }
}

/**
 * What the info call answers for a trip (ours): a cancelled booking is Canceled; then a scenario's
 * own answer; then a trip flown (Past, or tagged Departed) is Departed, one the airline holds
 * (AirlineControl), still being booked (BookingPending) or whose cancellation is under way
 * (CancellationPending) answers that outcome; then the terms of the flight-cancel scenarios'
 * flights, or the terms by rule.
 */
function stanceOf(trip: Trip, now: Date, behaviour: FlightCancelBehaviour): FlightCancelStance {
  const tags = trip.flight?.itinerary.tags ?? [];
  if (trip.status === 'Canceled' || tags.includes('Canceled')) return { outcome: 'Canceled' };
  const scenario = behaviour.stances?.[trip.id];
  if (scenario) return scenario(trip, tripDays(now));
  if (tripTimeState(trip, now) === 'Past' || tags.includes('Departed')) {
    return { outcome: 'Departed' };
  }
  for (const outcome of ['AirlineControl', 'BookingPending', 'CancellationPending'] as const) {
    if (tags.includes(outcome)) return { outcome };
  }
  return { terms: flightCancelFixtureTerms(tripDays(now))[trip.id] ?? termsByRule(trip, now) };
}

/**
 * What cancelling on an offer gives, by the rules (ours): nothing back is NonRefundable; a choice
 * is FullyRefundableComplex when the form chosen gives the whole total back and
 * PartiallyRefundableComplex otherwise; one form is FullRefund or PartialRefund alike.
 */
function outcomeByRule(
  trip: Trip,
  offer: FlightCancelOffer,
  refundForm: FlightCancelRefundForm | undefined,
): FlightCancellationOutcome {
  const forms = flightCancelRefundFormsOf(offer);
  const back = refundForm === 'Ftc' ? offer.travelCredit : offer.refund;
  if (forms.length === 0 || back === undefined) return 'NonRefundable';
  const whole = back.value >= (trip.total?.value ?? back.value);
  if (forms.length === 2) return whole ? 'FullyRefundableComplex' : 'PartiallyRefundableComplex';
  return whole ? 'FullRefund' : 'PartialRefund';
}

const refused = (status: 400 | 404 | 409, message: string) =>
  HttpResponse.json({ message }, { status });

type TripParams = { tripId: string };

/** A handler of one flight cancellation call, with its method from the domain. */
function answer(
  call: FlightCancelCall,
  resolver: HttpResponseResolver<TripParams, DefaultBodyType>,
) {
  const method = flightCancelCalls[call].method === 'GET' ? http.get : http.post;
  return method<TripParams, DefaultBodyType, DefaultBodyType>(
    flightCancelCallPattern(call),
    resolver,
  );
}

/** The address pattern of a flight cancellation call, `{tripId}` as the `:tripId` parameter. */
export const flightCancelCallPattern = (call: FlightCancelCall) =>
  `*${apiBasePath}${flightCancelCalls[call].path.replace('{tripId}', ':tripId')}`;

/**
 * The self-serve flight cancellation's calls (ours, products §2 "self-serve cancel flight", §4),
 * part of the trips area: the info call answers an offer worked out for the booking (kept, under
 * its id, for the cancel call) or the outcome that stops it online; the cancel call cancels on an
 * offer of that trip, every traveler at once, and answers its outcome with the trip as it now is.
 * A cancelled flight is Canceled with a Canceled ticket (and the airline credit it left), and moves
 * to Past trips; a pending one is tagged CancellationPending. The same offer cancelled again is
 * answered as before, unless that answer cancelled nothing (a failure may be tried again).
 */
export function flightCancelHandlers({ tripOf, behaviour = {} }: FlightCancelHandlersInput) {
  const flightTripOf = (tripId: string, now: Date) => {
    const trip = tripOf(tripId, now);
    if (!trip) return refused(404, `No trip ${tripId}.`);
    if (!trip.flight || !flightKinds.includes(trip.kind)) {
      return refused(409, `Trip ${trip.id} has no flight to cancel.`);
    }
    return trip;
  };

  return [
    answer('info', ({ params }) => {
      const now = mockNow();
      const trip = flightTripOf(params.tripId, now);
      if (trip instanceof Response) return trip;
      const stance = stanceOf(trip, now, behaviour);
      if ('outcome' in stance) {
        // The airline cancelled it before the traveler could: the booking says so from now on.
        if (stance.outcome === 'Canceled' && trip.status !== 'Canceled') {
          recordTripEdit({ kind: 'flight-cancel', tripId: trip.id });
        }
        return HttpResponse.json<FlightCancelInfo>({ kind: 'outcome', outcome: stance.outcome });
      }
      const offer = issueFlightCancelOffer(trip.id, {
        ...stance.terms,
        travelers: trip.travelers,
        holdsUntil: new Date(now.getTime() + offerHoldsMs).toISOString(),
      });
      return HttpResponse.json<FlightCancelInfo>({ kind: 'offer', offer });
    }),
    answer('cancel', async ({ request, params }) => {
      const body = await bodyOf(request, flightCancelRequestSchema);
      if (!body) return refused(400, 'Invalid Request.');
      const now = mockNow();
      const trip = flightTripOf(params.tripId, now);
      if (trip instanceof Response) return trip;
      const issued = issuedFlightCancelOffer(body.offerId);
      if (issued?.tripId !== trip.id) {
        return refused(
          409,
          `Offer ${body.offerId} is not a cancellation offer of trip ${trip.id}.`,
        );
      }
      const { offer } = issued;
      const next = flightCancelPolicyNextStep(offer);
      if (next !== 'confirm' && next !== 'nonrefundable') {
        return refused(409, `Trip ${trip.id} cannot be cancelled online.`);
      }
      const forms = flightCancelRefundFormsOf(offer);
      const refundForm = body.refundForm ?? (forms.length === 1 ? forms[0] : undefined);
      if (forms.length > 0 && (refundForm === undefined || !forms.includes(refundForm))) {
        return refused(
          400,
          `Choose one of ${forms.join(', ')} to cancel on offer ${offer.offerId}.`,
        );
      }
      const attempts = flightCancelAttemptsOf(trip.id);
      const answered = attempts.find(
        (attempt) =>
          attempt.offerId === offer.offerId &&
          !isFlightCancelOutcomeOf(attempt.outcome, 'tryAgain'),
      );
      const outcome =
        answered?.outcome ??
        behaviour.cancelOutcomes?.[
          Math.min(attempts.length, behaviour.cancelOutcomes.length - 1)
        ] ??
        outcomeByRule(trip, offer, refundForm);
      if (!answered) {
        recordFlightCancelAttempt({ tripId: trip.id, offerId: offer.offerId, outcome });
        const step = selfServeFlightCancelStepFor(outcome);
        if (step === 'success' || step === 'cancelled') {
          const credit =
            step === 'success' && refundForm === 'Ftc' && offer.travelCredit
              ? {
                  travelCredit: {
                    amount: offer.travelCredit,
                    expiresOn: offer.travelCreditExpiresOn ?? tripDays(now).day(365),
                  },
                }
              : {};
          recordTripEdit({ kind: 'flight-cancel', tripId: trip.id, ...credit });
        }
        if (outcome === 'Pending' || outcome === 'CancellationPending') {
          recordTripEdit({ kind: 'flight-cancel-pending', tripId: trip.id });
        }
      }
      return HttpResponse.json<FlightCancelResponse>({
        outcome,
        trip: tripOf(trip.id, now) ?? trip,
      });
    }),
  ];
}
