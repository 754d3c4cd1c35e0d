import type { Trip, TripKind, TripTimeState } from '@wayfare/domain';

/** The modals of the itinerary details (spec: products §2 "Modals and dialogs"), one id each. */
export const tripItineraryModals = [
  'confirmation',
  'resendConfirmation',
  'changeEmail',
  'receipt',
  'travelers',
  'requestTravelerEdit',
  'flightCheckIn',
  'flightItinerary',
  'virtualInterline',
  'cancelFlight',
  'hotelCheckIn',
  'hotelBasicInfo',
  'carConfirmation',
  'drivers',
  'pickUp',
  'dropOff',
  'homeCheckIn',
  'homeBasicInfo',
  'hostAndRentalDetails',
  'homeCancellationPolicy',
  'cancelHome',
  'exchangeFlight',
  'experienceItinerary',
  'experienceCancellationPolicy',
] as const;
export type TripItineraryModal = (typeof tripItineraryModals)[number];

/** spec: products §2 "itemized hotel/home/package receipt": the kinds whose receipt is itemized. */
const itemizedReceiptKinds: readonly TripKind[] = [
  'Hotel',
  'Home',
  'Package',
  'PackageHotel',
  'PackageFlight',
];

/** The kinds of trip whose flight can be cancelled or changed (products §3 "Trip kinds"). */
const flightChangeKinds: readonly TripKind[] = ['Flight', 'Package', 'PackageFlight'];

/** Trips still to be taken, or under way: the ones whose travelers and check-in can change. */
const activeTimeStates: readonly TripTimeState[] = ['Future', 'Present'];

/**
 * The modals a trip offers, by its parts and where it stands in time (ours: the spec names the
 * modals, not when each is offered). Every booking shows its confirmation, can have it resent and
 * lists its travelers; a trip still to come or under way can change its email, ask for a traveler
 * edit and check in; a home can be cancelled online while it is still to come and cancellable.
 * The flight of a Flight, Package or PackageFlight trip still to come or under way, not Canceled,
 * offers its self-serve cancellation and its exchange (products §2): the backend says inside each
 * modal when the flight cannot be cancelled or changed online.
 * A watch is no booking and offers none.
 */
export function tripItineraryModalsOf(
  trip: Trip,
  timeState: TripTimeState,
): ReadonlySet<TripItineraryModal> {
  if (trip.kind === 'Watch') return new Set();
  const active = activeTimeStates.includes(timeState);
  const { flight, hotel, car, home, experience } = trip;
  const flightChangeable =
    flight !== undefined &&
    flightChangeKinds.includes(trip.kind) &&
    active &&
    trip.status !== 'Canceled';
  const offered: (TripItineraryModal | false | undefined)[] = [
    'confirmation',
    'resendConfirmation',
    active && 'changeEmail',
    trip.receipt && itemizedReceiptKinds.includes(trip.kind) && 'receipt',
    'travelers',
    active && trip.travelers.length > 0 && 'requestTravelerEdit',
    flight && active && 'flightCheckIn',
    flight?.itinerary.tripType === 'multi_city' && 'flightItinerary',
    flight?.itinerary.multiTicketType === 'virtualInterline' && 'virtualInterline',
    flightChangeable && 'cancelFlight',
    flightChangeable && 'exchangeFlight',
    hotel && 'hotelCheckIn',
    hotel && 'hotelBasicInfo',
    car && 'carConfirmation',
    car && 'drivers',
    car && 'pickUp',
    car && 'dropOff',
    home && 'homeCheckIn',
    home && 'homeBasicInfo',
    home && 'hostAndRentalDetails',
    home && 'homeCancellationPolicy',
    home?.isCancellable && timeState === 'Future' && 'cancelHome',
    experience && 'experienceItinerary',
    experience && 'experienceCancellationPolicy',
  ];
  return new Set(offered.filter((modal): modal is TripItineraryModal => Boolean(modal)));
}
