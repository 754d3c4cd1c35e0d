import { tripTimeState, type TripTimeState } from '@wayfare/domain';
import { frozenNow } from '@wayfare/test-kit/storybook';
import { describe, expect, it } from 'vitest';
import {
  canceledFlight,
  carRental,
  cancunPackage,
  experience,
  homeStay,
  hotelStay,
  multiCityFlight,
  packageFlight,
  packageHotel,
  pastHomeStay,
  roundTripFlight,
  watchedPrice,
} from './testing/itineraryStoryTrips';
import { tripItineraryModalsOf, type TripItineraryModal } from './tripItineraryModals';

const modalsOf = (trip: Parameters<typeof tripItineraryModalsOf>[0], state?: TripTimeState) => [
  ...tripItineraryModalsOf(trip, state ?? tripTimeState(trip, frozenNow)),
];

const booking: TripItineraryModal[] = [
  'confirmation',
  'resendConfirmation',
  'changeEmail',
  'travelers',
  'requestTravelerEdit',
];

describe('tripItineraryModalsOf', () => {
  it('offers each part’s modals, the receipt only where it is itemized', () => {
    expect(modalsOf(roundTripFlight)).toEqual([
      ...booking,
      'flightCheckIn',
      'cancelFlight',
      'exchangeFlight',
    ]);
    expect(modalsOf(multiCityFlight)).toEqual([
      ...booking,
      'flightCheckIn',
      'flightItinerary',
      'virtualInterline',
      'cancelFlight',
      'exchangeFlight',
    ]);
    expect(modalsOf(hotelStay)).toEqual([
      ...booking.slice(0, 3),
      'receipt',
      ...booking.slice(3),
      'hotelCheckIn',
      'hotelBasicInfo',
    ]);
    expect(modalsOf(carRental)).toEqual([
      ...booking,
      'carConfirmation',
      'drivers',
      'pickUp',
      'dropOff',
    ]);
    expect(modalsOf(homeStay)).toContain('cancelHome');
    expect(modalsOf(cancunPackage)).toEqual(
      expect.arrayContaining([
        'receipt',
        'flightCheckIn',
        'cancelFlight',
        'hotelCheckIn',
        'hotelBasicInfo',
      ]),
    );
    expect(modalsOf(experience)).toEqual(
      expect.arrayContaining(['experienceItinerary', 'experienceCancellationPolicy']),
    );
  });

  it('offers nothing that changes a trip no longer to be taken', () => {
    const canceled = modalsOf(canceledFlight);
    expect(canceled).toEqual(['confirmation', 'resendConfirmation', 'travelers']);
    const past = modalsOf(pastHomeStay);
    expect(past).not.toContain('cancelHome');
    expect(past).not.toContain('changeEmail');
    expect(past).toContain('homeCancellationPolicy');
  });

  it('offers cancelling a home only before it starts, and only while it is cancellable', () => {
    expect(modalsOf(homeStay, 'Present')).not.toContain('cancelHome');
    const notCancellable = { ...homeStay, home: { ...homeStay.home!, isCancellable: false } };
    expect(modalsOf(notCancellable)).not.toContain('cancelHome');
  });

  // STATES §22 and §23: the flight of a Flight, Package or PackageFlight trip to come or under way,
  // not cancelled; the backend decides the rest, inside each modal.
  it.each(['cancelFlight', 'exchangeFlight'] as const)(
    'offers %s for a trip to come or under way, never for one cancelled or past',
    (modal) => {
      expect(modalsOf(cancunPackage)).toContain(modal);
      expect(modalsOf(packageFlight)).toContain(modal);
      expect(modalsOf(roundTripFlight, 'Present')).toContain(modal);
      expect(modalsOf(roundTripFlight, 'Past')).not.toContain(modal);
      expect(modalsOf(canceledFlight)).not.toContain(modal);
      // The booking Canceled, whatever its dates say.
      expect(modalsOf({ ...roundTripFlight, status: 'Canceled' }, 'Future')).not.toContain(modal);
      expect(modalsOf(packageHotel)).not.toContain(modal);
      expect(modalsOf(hotelStay)).not.toContain(modal);
    },
  );

  it('offers no modal for a watch, which is no booking', () => {
    expect(modalsOf(watchedPrice)).toEqual([]);
  });
});
