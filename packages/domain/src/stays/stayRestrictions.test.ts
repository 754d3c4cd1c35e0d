import { describe, expect, it } from 'vitest';
import { unavailabilityReasons } from '../vacationRentals/unavailabilityReasons';
import {
  stayRestrictionOf,
  stayRestrictions,
  unavailabilityReasonOf,
  violatedStayRestriction,
  type StayRules,
} from './stayRestrictions';

const today = '2026-07-01';
const request = (from: string, until: string, guests = 2, pets = 0) => ({
  stayDates: { from, until },
  guests,
  pets,
  today,
});
const rules: StayRules = {
  minStayNights: 2,
  maxStayNights: 14,
  maxOccupancy: 4,
  petFriendly: false,
  minBookingWindowDays: 2,
  calendar: [
    { date: '2026-07-10', isAvailable: false, isAvailableForCheckout: true },
    { date: '2026-07-11', isAvailable: true, isAvailableForCheckout: false },
    { date: '2026-07-20', isAvailable: true, isAvailableForCheckout: false },
  ],
};

// spec: platform §5 "Stay restrictions for vacation rentals: MinStay, MaxStay, Occupancy, PetPolicy,
// CheckInNotAllowed, CheckOutNotAllowed, BlockedDates, MinBookingWindow"
describe('violatedStayRestriction', () => {
  it.each([
    ['a stay that breaks nothing', request('2026-07-03', '2026-07-06'), undefined],
    [
      'check-in tomorrow with a 2-day window',
      request('2026-07-02', '2026-07-05'),
      'MinBookingWindow',
    ],
    ['check-in in 2 days', request('2026-07-03', '2026-07-05'), undefined],
    ['one night of a 2-night minimum', request('2026-07-03', '2026-07-04'), 'MinStay'],
    ['15 nights of a 14-night maximum', request('2026-07-21', '2026-08-05'), 'MaxStay'],
    ['14 nights', request('2026-07-21', '2026-08-04'), undefined],
    ['5 guests for 4', request('2026-07-03', '2026-07-06', 5), 'Occupancy'],
    ['a pet where none are allowed', request('2026-07-03', '2026-07-06', 2, 1), 'PetPolicy'],
    ['check-in on a booked night', request('2026-07-10', '2026-07-13'), 'CheckInNotAllowed'],
    ['a booked night inside the stay', request('2026-07-08', '2026-07-12'), 'BlockedDates'],
    ['check-out ending the night before a booking', request('2026-07-08', '2026-07-10'), undefined],
    [
      'check-out on a day with no check-out',
      request('2026-07-18', '2026-07-20'),
      'CheckOutNotAllowed',
    ],
  ])('%s: %s', (_, stay, restriction) => {
    expect(violatedStayRestriction(stay, rules)).toBe(restriction);
  });

  it('with no rules, needs one night, allows 16 guests and rejects pets only where not allowed', () => {
    const none: StayRules = { petFriendly: true };
    expect(violatedStayRestriction(request('2026-07-03', '2026-07-03'), none)).toBe('MinStay');
    expect(
      violatedStayRestriction(request('2026-07-03', '2026-07-04', 16, 3), none),
    ).toBeUndefined();
    expect(violatedStayRestriction(request('2026-07-03', '2026-07-04', 17), none)).toBe(
      'Occupancy',
    );
  });
});

describe('restrictions and reasons', () => {
  it('each restriction has its own reason of the platform §8 table', () => {
    const mapped = stayRestrictions.map(unavailabilityReasonOf);
    expect(new Set(mapped).size).toBe(stayRestrictions.length);
    expect([...mapped].sort()).toEqual([...unavailabilityReasons].sort());
  });

  it.each([
    ['MinStayViolation', 'MinStay'],
    ['BlockedDates', 'BlockedDates'],
    ['MinBookingWindowViolation', 'MinBookingWindow'],
    ['RateUnavailable', undefined],
  ])('reason %s is restriction %s', (reason, restriction) => {
    expect(stayRestrictionOf(reason)).toBe(restriction);
  });
});
