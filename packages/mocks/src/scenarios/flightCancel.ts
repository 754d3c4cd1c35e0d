import type { FlightCancellationOutcome, Trip } from '@wayfare/domain';
import type { RequestHandler } from 'msw';
import {
  costText,
  flightCancelFixtures,
  flightCancelTripIds as cancelIds,
  type FlightCancelStance,
  type FlightCancelTerms,
} from '../fixtures/trips/flightCancelFixtures';
import { tripDays, type TripDays } from '../fixtures/trips/tripDays';
import { tripFixtures } from '../fixtures/trips/tripFixtures';
import { tripIds } from '../fixtures/trips/tripIds';
import { flightCancelCallPattern, type FlightCancelBehaviour } from '../handlers/flightCancel';
import { tripsHandlers } from '../handlers/trips';
import type { TripScenarioFocus } from './trips';
import { neverAnswers, type Scenario } from './scenario';

/** Where a flight-cancel scenario's story and e2e run open: the trip whose flight is cancelled. */
export interface FlightCancelScenarioFocus extends TripScenarioFocus {
  readonly tripId: string;
}

interface FlightCancelScenario {
  readonly description: string;
  readonly handlers: RequestHandler[];
  readonly focus: FlightCancelScenarioFocus;
}

/** The happy path's trips and the flights of the cancellation policies, as of `now`. */
const withCancelFlights = (now: Date): Trip[] => [
  ...tripFixtures(now),
  ...flightCancelFixtures(tripDays(now)),
];

/** A scenario opening one trip under Upcoming trips, its flight's cancellation bent as given. */
function cancelling(
  description: string,
  tripId: string,
  flightCancel: FlightCancelBehaviour = {},
  before: RequestHandler[] = [],
): FlightCancelScenario {
  return {
    description,
    handlers: [...before, ...tripsHandlers({ trips: withCancelFlights, flightCancel })],
    focus: { tab: 'upcoming', tripId },
  };
}

/** The info call answers this for one trip, whatever the rules say. */
const answering = (
  tripId: string,
  stance: (trip: Trip, days: TripDays) => FlightCancelStance,
  behaviour: FlightCancelBehaviour = {},
): FlightCancelBehaviour => ({ ...behaviour, stances: { [tripId]: stance } });

/** The cancel call answers these outcomes, one a call (the last from then on). */
const answers = (...cancelOutcomes: FlightCancellationOutcome[]): FlightCancelBehaviour => ({
  cancelOutcomes,
});

/** Terms with the trip's total back to the card. */
const refunding =
  (terms: FlightCancelTerms) =>
  (trip: Trip): FlightCancelStance => ({
    terms: { ...terms, ...(trip.total ? { refund: trip.total } : {}) },
  });

const upcoming = tripIds.upcomingFlight;

/** STATES §22 Self-serve flight cancellation, every `{a,b}` expanded. */
const flightCancelScenarioTable = {
  // The steps.
  'flight-cancel/loading': cancelling(
    'Step loading: the cancellation info never answers',
    upcoming,
    {},
    neverAnswers('get', flightCancelCallPattern('info')),
  ),
  'flight-cancel/policy': cancelling(
    'Step policy: a cancellable booking (PartialRefund, WithPenalty, a $150 fee)',
    upcoming,
  ),
  'flight-cancel/confirm': cancelling(
    'Step confirm: the traveler continues; every traveler is cancelled',
    upcoming,
  ),
  'flight-cancel/success': cancelling(
    'Step success: the cancellation succeeds (PartialRefund); the trip moves to Past trips',
    upcoming,
  ),
  'flight-cancel/nonrefundable': cancelling(
    'Step nonrefundable: a NonRefundable Blue Basic fare, cancelled without a refund',
    cancelIds.nonRefundable,
  ),
  'flight-cancel/support': cancelling(
    'Step support: a five-ticket multi-city only our support line can cancel (ContactCustomerService)',
    tripIds.multiCity,
    answering(tripIds.multiCity, () => ({ outcome: 'ContactCustomerService' })),
  ),
  'flight-cancel/pending': cancelling(
    'Step pending: a cancellation already under way with the airline (CancellationPending)',
    tripIds.cancellationPendingFlight,
  ),
  'flight-cancel/cancelled': cancelling(
    'Step cancelled: the airline had cancelled the flight already (Canceled)',
    tripIds.oneWayFlight,
    answering(tripIds.oneWayFlight, () => ({ outcome: 'Canceled' })),
  ),
  'flight-cancel/try-again': cancelling(
    'Step tryAgain: the first cancel answers CancellationFailure, Try again cancels',
    upcoming,
    answers('CancellationFailure', 'PartialRefund'),
  ),

  // The policy step for each policy type (products §4).
  'flight-cancel/policy-airline-refund': cancelling(
    'Policy AirlineRefund: the airline refunds it all, free',
    cancelIds.airlineRefund,
  ),
  'flight-cancel/policy-contact-airline': cancelling(
    'Policy ContactAirline: only Air France can cancel it',
    cancelIds.contactAirline,
  ),
  'flight-cancel/policy-ftc': cancelling(
    'Policy Ftc: the fare becomes a WestJet travel credit',
    cancelIds.ftc,
  ),
  'flight-cancel/policy-ftc-with-penalty': cancelling(
    'Policy FtcWithPenalty: a United travel credit, less a $99 fee',
    cancelIds.ftcWithPenalty,
  ),
  'flight-cancel/policy-multi-ticket': cancelling(
    'Policy MultiTicket: two TAP tickets, both refunded',
    cancelIds.multiTicket,
  ),
  'flight-cancel/policy-non-refundable': cancelling(
    'Policy NonRefundable: a Blue Basic fare, nothing back',
    cancelIds.nonRefundable,
  ),
  'flight-cancel/policy-non-cancellable': cancelling(
    'Policy NonCancellable: an ANA ticket only our support line can cancel',
    cancelIds.nonCancellable,
  ),
  'flight-cancel/policy-partial-refund': cancelling(
    'Policy PartialRefund: part of the fare back, or all of it as a Delta credit',
    cancelIds.partialRefund,
  ),
  'flight-cancel/policy-refundable-complex': cancelling(
    'Policy RefundableComplex: a full refund or a full Air Canada credit',
    cancelIds.refundableComplex,
  ),
  'flight-cancel/policy-ticketed-void': cancelling(
    'Policy TicketedVoid: bought an hour ago in Canada, voided in full',
    cancelIds.ticketedVoid,
  ),
  'flight-cancel/policy-delayed-ticketing-cancel': cancelling(
    'Policy DelayedTicketingCancel: not ticketed yet, cancelled before the airline charges',
    cancelIds.delayedTicketingCancel,
  ),
  'flight-cancel/policy-ticketless-void': cancelling(
    'Policy TicketlessVoid: a ticketless Southwest booking, voided in full',
    cancelIds.ticketlessVoid,
  ),
  'flight-cancel/policy-multi-provider': cancelling(
    'Policy MultiProvider: JetBlue and ANA through two providers, for our support line',
    cancelIds.multiProvider,
  ),
  'flight-cancel/policy-cancellation-pending': cancelling(
    'Policy CancellationPending: a cancellation already asked for, nothing to do',
    tripIds.cancellationPendingFlight,
    answering(tripIds.cancellationPendingFlight, () => ({
      terms: { policyType: 'CancellationPending', resolution: 'CancellationPending' },
    })),
  ),
  'flight-cancel/policy-contact-customer-service': cancelling(
    'Policy ContactCustomerService: a ticket the airline rejected, for our support line',
    tripIds.rejectedTicketFlight,
  ),

  // The result of each outcome (products §4) of the cancel call.
  'flight-cancel/outcome-partial-refund': cancelling(
    'Outcome PartialRefund: cancelled, the fare less the fee back to the card',
    upcoming,
    answers('PartialRefund'),
  ),
  'flight-cancel/outcome-full-refund': cancelling(
    'Outcome FullRefund: cancelled, all of it back to the card',
    cancelIds.airlineRefund,
    answers('FullRefund'),
  ),
  'flight-cancel/outcome-fully-refundable-complex': cancelling(
    'Outcome FullyRefundableComplex: cancelled, all of it back in the form chosen',
    cancelIds.refundableComplex,
    answers('FullyRefundableComplex'),
  ),
  'flight-cancel/outcome-partially-refundable-complex': cancelling(
    'Outcome PartiallyRefundableComplex: cancelled, part of it back in the form chosen',
    cancelIds.partialRefund,
    answers('PartiallyRefundableComplex'),
  ),
  'flight-cancel/outcome-non-refundable': cancelling(
    'Outcome NonRefundable: cancelled without a refund',
    cancelIds.nonRefundable,
    answers('NonRefundable'),
  ),
  'flight-cancel/outcome-pending': cancelling(
    'Outcome Pending: asked of the airline, not confirmed yet',
    upcoming,
    answers('Pending'),
  ),
  'flight-cancel/outcome-cancellation-failure': cancelling(
    'Outcome CancellationFailure: nothing cancelled, every time',
    upcoming,
    answers('CancellationFailure'),
  ),
  'flight-cancel/outcome-contact-customer-service': cancelling(
    'Outcome ContactCustomerService: only our support line can finish it',
    upcoming,
    answers('ContactCustomerService'),
  ),
  'flight-cancel/outcome-airline-control': cancelling(
    'Outcome AirlineControl: the airline has taken the booking over',
    upcoming,
    answers('AirlineControl'),
  ),
  'flight-cancel/outcome-booking-pending': cancelling(
    'Outcome BookingPending: a booking not confirmed yet cannot be cancelled yet',
    cancelIds.delayedTicketingCancel,
    answers('BookingPending'),
  ),
  'flight-cancel/outcome-cancellation-pending': cancelling(
    'Outcome CancellationPending: a cancellation was already under way',
    upcoming,
    answers('CancellationPending'),
  ),
  'flight-cancel/outcome-canceled': cancelling(
    'Outcome Canceled: it had been cancelled already',
    upcoming,
    answers('Canceled'),
  ),
  'flight-cancel/outcome-departed': cancelling(
    'Outcome Departed: part of the trip has been flown',
    tripIds.presentFlight,
    {
      ...answering(
        tripIds.presentFlight,
        refunding({
          policyType: 'AirlineRefund',
          resolution: 'AirlineFullRefund',
          cost: costText('Free'),
        }),
      ),
      ...answers('Departed'),
    },
  ),
  'flight-cancel/outcome-non-cfar': cancelling(
    'Outcome NonCfar: cancel for any reason does not cover it',
    cancelIds.cancelForAnyReason,
    answers('NonCfar'),
  ),
  'flight-cancel/outcome-trvk-outage': cancelling(
    'Outcome TRVKOutage: the booking system is down, nothing cancelled',
    upcoming,
    answers('TRVKOutage'),
  ),

  // The resolution shown for each resolution scenario (products §4).
  'flight-cancel/resolution-cfar-cash': cancelling(
    'Resolution cfar cash: cancel for any reason refunds 80% to the card',
    cancelIds.cancelForAnyReason,
  ),
  'flight-cancel/resolution-cfar-ftc': cancelling(
    'Resolution cfar ftc: cancel for any reason gives the whole fare as a credit',
    cancelIds.cancelForAnyReason,
    answering(cancelIds.cancelForAnyReason, (trip, days) => ({
      terms: {
        policyType: 'NonRefundable',
        resolution: 'CfarFtc',
        cost: costText('Free'),
        ...(trip.total ? { travelCredit: trip.total } : {}),
        travelCreditExpiresOn: days.day(365),
      },
    })),
  ),
  'flight-cancel/resolution-with-penalty': cancelling(
    'Resolution with penalty: the fare less the airline’s $150 fee',
    upcoming,
  ),
  'flight-cancel/resolution-cash-or-ftc': cancelling(
    'Resolution cash or ftc: a refund or a credit, the traveler chooses',
    cancelIds.refundableComplex,
  ),
  'flight-cancel/resolution-ticketed-void': cancelling(
    'Resolution ticketed void: voided within the void window, all of it back',
    cancelIds.ticketedVoid,
  ),
  'flight-cancel/resolution-airline-full-refund': cancelling(
    'Resolution airline full refund: the airline refunds it all',
    cancelIds.airlineRefund,
  ),
  'flight-cancel/resolution-airline-partial-refund-or-cash': cancelling(
    'Resolution airline partial refund or cash: part of it to the card, or a credit',
    cancelIds.partialRefund,
  ),
  'flight-cancel/resolution-too-close-to-departure': cancelling(
    'Resolution too close to departure: a flight leaving in under three hours',
    cancelIds.leavingSoon,
  ),
  'flight-cancel/resolution-contact-customer-service': cancelling(
    'Resolution contact customer service: two providers, for our support line',
    cancelIds.multiProvider,
  ),
  'flight-cancel/resolution-cancellation-pending': cancelling(
    'Resolution cancellation pending: a refund the airline is already processing',
    tripIds.cancellationPendingFlight,
    answering(
      tripIds.cancellationPendingFlight,
      refunding({
        policyType: 'AirlineRefund',
        resolution: 'CancellationPending',
        cost: costText('Free'),
      }),
    ),
  ),
  'flight-cancel/resolution-error': cancelling(
    'Resolution error: no refund could be worked out online',
    upcoming,
    answering(upcoming, () => ({
      terms: {
        policyType: 'PartialRefund',
        resolution: 'Error',
        cost: costText('Contact support'),
      },
    })),
  ),
} satisfies Record<`flight-cancel/${string}`, FlightCancelScenario>;

export type FlightCancelScenarioId = keyof typeof flightCancelScenarioTable;

const tableEntries = Object.entries(flightCancelScenarioTable) as [
  FlightCancelScenarioId,
  FlightCancelScenario,
][];

/** STATES §22 Self-serve flight cancellation: one scenario per id, all in the trips area. */
export const flightCancelScenarios = Object.fromEntries(
  tableEntries.map(([id, { description, handlers }]) => [
    id,
    { description, handlers: { trips: handlers } },
  ]),
) as Record<FlightCancelScenarioId, Scenario>;

/** Where each flight-cancel scenario's story and e2e run open: the tab, and the trip to show. */
export const flightCancelScenarioFocus = Object.fromEntries(
  tableEntries.map(([id, { focus }]) => [id, focus]),
) as Record<FlightCancelScenarioId, FlightCancelScenarioFocus>;
