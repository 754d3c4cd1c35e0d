import { describe, expect, it } from 'vitest';
import { bookingSessionResults, bookingSteps } from './bookingSession';
import { bookingStatuses, carBookingStatuses, hotelBookingStatuses } from './bookingStatuses';
import { checkoutOutcomes } from './checkoutOutcomes';
import { flightCancellationCostTexts } from './flightCancellationCostTexts';
import { flightCancellationOutcomes } from './flightCancellationOutcomes';
import { flightCancellationPolicyTypes } from './flightCancellationPolicyTypes';
import { flightCancellationResolutions } from './flightCancellationResolutions';
import {
  exchangeEligibilities,
  exchangeFlowSteps,
  flightExchangeScreenStates,
} from './flightExchange';
import { notificationChannels } from './notificationChannels';
import { paymentKinds, paymentKindsV2 } from './paymentKinds';
import { paymentOutcomes } from './paymentOutcomes';
import { paymentSources } from './paymentSources';
import { postBookingOfferCallStates, postBookingOfferFlowStates } from './postBookingOffer';
import {
  scheduleChangeAgentActions,
  scheduleChangeChoices,
  segmentStatuses,
} from './scheduleChange';
import { selfServeFlightCancelSteps } from './selfServeFlightCancelSteps';
import { ticketStatuses } from './ticketStatuses';
import { tripKinds } from './tripKinds';
import { tripListTabs } from './tripListTabs';
import { tripTimeStates } from './tripTimeState';
import { watchStates } from './watchStates';

// spec: products §2 "Trip-list tabs", "Self-serve flight cancellation steps", "Flight exchange
// screen states"; §3 Trips and payments; §4 States and transitions; §8 "Cost texts".
describe('trip enumerations', () => {
  // spec: products §3 "Trip kinds: Flight, Hotel, Watch, Car, Home, Package, PackageHotel, PackageFlight, Experience"
  // and §2 "Trip-list tabs: Upcoming trips, Watched trips, Frozen prices, Airline travel credits, Past trips, Trips with offers".
  it('trip kinds and tabs', () => {
    expect(tripKinds).toEqual([
      'Flight',
      'Hotel',
      'Watch',
      'Car',
      'Home',
      'Package',
      'PackageHotel',
      'PackageFlight',
      'Experience',
    ]);
    expect(tripListTabs.map(({ label }) => label)).toEqual([
      'Upcoming trips',
      'Watched trips',
      'Frozen prices',
      'Airline travel credits',
      'Past trips',
      'Trips with offers',
    ]);
    // STATES.md §21 scenario ids trips/{upcoming,watched,frozen-prices,airline-credits,past,with-offers}
    expect(tripListTabs.map(({ id }) => id)).toEqual([
      'upcoming',
      'watched',
      'frozen-prices',
      'airline-credits',
      'past',
      'with-offers',
    ]);
  });

  // spec: products §3 "Payment sources: UserCard, Rewards, AncillaryCredit, TravelWallet. Payment
  // kinds Rewards, Split, UserCard; v2 kinds Rewards, UserCard, TravelWalletOffer,
  // TravelWalletCredit, DisruptionProtectionCredit and hotel price-freeze credits".
  it('payment sources and kinds', () => {
    expect(paymentSources).toEqual(['UserCard', 'Rewards', 'AncillaryCredit', 'TravelWallet']);
    expect(paymentKinds).toEqual(['Rewards', 'Split', 'UserCard']);
    expect(paymentKindsV2.slice(0, 5)).toEqual([
      'Rewards',
      'UserCard',
      'TravelWalletOffer',
      'TravelWalletCredit',
      'DisruptionProtectionCredit',
    ]);
    expect(paymentKindsV2).toHaveLength(8);
  });

  // spec: products §4 "Booking session results: Succeeded, Pending, Failed. Payment outcomes:
  // Success, Failure, CardDeclined, UnknownCard, ExcessiveUserActivity, GenericError. Steps:
  // ScheduleQuote, PollingQuote, SchedulePurchase, PollingPurchase. Checkout outcome:
  // PaymentFailed, PurchaseSuccess, Polling."
  it('booking session, payment and checkout', () => {
    expect(bookingSessionResults).toEqual(['Succeeded', 'Pending', 'Failed']);
    expect(paymentOutcomes).toEqual([
      'Success',
      'Failure',
      'CardDeclined',
      'UnknownCard',
      'ExcessiveUserActivity',
      'GenericError',
    ]);
    expect(bookingSteps).toEqual([
      'ScheduleQuote',
      'PollingQuote',
      'SchedulePurchase',
      'PollingPurchase',
    ]);
    expect(checkoutOutcomes).toEqual(['PaymentFailed', 'PurchaseSuccess', 'Polling']);
  });

  // spec: products §4 "Post-booking offer flow: NotCalled, NoOffer, FetchOffer, ValidOffer,
  // Confirmation; call state NotCalled, Failed, InProgress, Success"; §4 "Watch state: NotWatching, Watching, JustWatched,
  // InProcess"; §3 "notification channels Email, Push, Sms, MultiMethod".
  it('post-booking offers, watches and notifications', () => {
    expect(postBookingOfferFlowStates).toEqual([
      'NotCalled',
      'NoOffer',
      'FetchOffer',
      'ValidOffer',
      'Confirmation',
    ]);
    expect(postBookingOfferCallStates).toEqual(['NotCalled', 'Failed', 'InProgress', 'Success']);
    expect(watchStates).toEqual(['NotWatching', 'Watching', 'JustWatched', 'InProcess']);
    expect(notificationChannels).toEqual(['Email', 'Push', 'Sms', 'MultiMethod']);
  });

  // spec: products §4 "Trip time states: Future, Present, Past, Canceled, Invalid, Unused.
  // Booking statuses: Canceled, Confirmed, Modified, Pending. Hotel booking status: PendingConfirm,
  // CancelledWithErrors, Cancelled, Failure, Confirmed, PartiallyPaid, Received. Car statuses are
  // the same set. Segment/schedule-change statuses: Confirmed, Pending, Declined, UnMapped,
  // Canceled/Cancelled, ConfirmedPendingNewChange, UnMappedPersisted. Schedule change choices:
  // MoveToQueue, ReferToAirline; agent actions MoveToQueue, ReferToAirline, Accept, Deny. Ticket
  // status: Canceled, Modified, Rejected, Ticketed."
  it('trip time states and statuses', () => {
    expect(tripTimeStates).toEqual(['Future', 'Present', 'Past', 'Canceled', 'Invalid', 'Unused']);
    expect(bookingStatuses).toEqual(['Canceled', 'Confirmed', 'Modified', 'Pending']);
    const hotel = [
      'PendingConfirm',
      'CancelledWithErrors',
      'Cancelled',
      'Failure',
      'Confirmed',
      'PartiallyPaid',
      'Received',
    ];
    expect(hotelBookingStatuses).toEqual(hotel);
    expect(carBookingStatuses).toEqual(hotel);
    expect(segmentStatuses).toEqual([
      'Confirmed',
      'Pending',
      'Declined',
      'UnMapped',
      'Canceled',
      'Cancelled',
      'ConfirmedPendingNewChange',
      'UnMappedPersisted',
    ]);
    expect(scheduleChangeChoices).toEqual(['MoveToQueue', 'ReferToAirline']);
    expect(scheduleChangeAgentActions).toEqual(['MoveToQueue', 'ReferToAirline', 'Accept', 'Deny']);
    expect(ticketStatuses).toEqual(['Canceled', 'Modified', 'Rejected', 'Ticketed']);
  });

  // spec: products §4 flight cancellation policy types, outcomes and resolution scenarios; §2
  // self-serve steps; §8 cost texts.
  it('flight cancellation', () => {
    expect(flightCancellationPolicyTypes).toEqual([
      'AirlineRefund',
      'ContactAirline',
      'Ftc',
      'FtcWithPenalty',
      'MultiTicket',
      'NonRefundable',
      'NonCancellable',
      'PartialRefund',
      'RefundableComplex',
      'TicketedVoid',
      'DelayedTicketingCancel',
      'TicketlessVoid',
      'MultiProvider',
      'CancellationPending',
      'ContactCustomerService',
    ]);
    expect(flightCancellationOutcomes).toEqual([
      'PartialRefund',
      'FullRefund',
      'FullyRefundableComplex',
      'PartiallyRefundableComplex',
      'NonRefundable',
      'Pending',
      'CancellationFailure',
      'ContactCustomerService',
      'AirlineControl',
      'BookingPending',
      'CancellationPending',
      'Canceled',
      'Departed',
      'NonCfar',
      'TRVKOutage',
    ]);
    expect(flightCancellationResolutions).toHaveLength(11);
    expect(selfServeFlightCancelSteps).toEqual([
      'loading',
      'policy',
      'confirm',
      'success',
      'nonrefundable',
      'support',
      'pending',
      'cancelled',
      'tryAgain',
    ]);
    expect(Object.values(flightCancellationCostTexts)).toEqual([
      'Non-refundable',
      'Contact support',
      'Free',
      'Contact airline',
    ]);
  });

  // spec: products §2 "Flight exchange screen states: ChangeAirports, ChangeDateTime, ChangeFailed,
  // ChangeRequested, ContactAirline, ContactSupport, GoToExchange, IneligibleForExchange,
  // ItineraryNotFound, LoadFailed, LoadingOrProcessing, SliceSelection, TicketedVoidable,
  // TooManyAttemptsSupport, LegacyTicketedVoidable"; §4 "Exchange: eligible, not eligible,
  // failure. Exchange and booking flow steps: shop, price quote schedule/poll, book
  // schedule/poll, agent fulfil".
  it('flight exchange', () => {
    expect(flightExchangeScreenStates).toEqual([
      'ChangeAirports',
      'ChangeDateTime',
      'ChangeFailed',
      'ChangeRequested',
      'ContactAirline',
      'ContactSupport',
      'GoToExchange',
      'IneligibleForExchange',
      'ItineraryNotFound',
      'LoadFailed',
      'LoadingOrProcessing',
      'SliceSelection',
      'TicketedVoidable',
      'TooManyAttemptsSupport',
      'LegacyTicketedVoidable',
    ]);
    expect(exchangeEligibilities).toHaveLength(3);
    expect(exchangeFlowSteps).toHaveLength(6);
  });
});
