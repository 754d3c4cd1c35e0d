import { describe, expect, it } from 'vitest';
import {
  defaultUnavailabilityMessage,
  unavailabilityMessage,
  unavailabilityReasons,
} from './unavailabilityReasons';

// spec: platform §8, table "Vacation-rental unavailability reasons"
describe('unavailabilityMessage', () => {
  it.each([
    [
      'MinStayViolation',
      'Minimum nights stay not met.',
      'Try a longer stay to continue.',
      'change-dates',
    ],
    [
      'MaxStayViolation',
      'Max nights stay exceeded.',
      'Try a shorter stay to continue.',
      'change-dates',
    ],
    [
      'OccupancyViolation',
      'Guest limit exceeded.',
      'Reduce the number of guests to continue.',
      'change-guests',
    ],
    ['PetPolicyViolation', 'Pets not allowed.', 'Please remove pets to continue.', 'change-guests'],
    [
      'CheckInNotAllowed',
      'Check-in date is not allowed.',
      'Please select a different check-in date to continue.',
      'change-dates',
    ],
    [
      'CheckOutNotAllowed',
      'Check-out date is not allowed.',
      'Please select a different check-out date to continue.',
      'change-dates',
    ],
    [
      'BlockedDates',
      'The dates you have selected are not available.',
      'Please try a different set of dates.',
      'change-dates',
    ],
    [
      'MinBookingWindowViolation',
      'Listing not available on short notice.',
      'Please select a later check-in date.',
      'change-dates',
    ],
    [
      'SomethingNew',
      'Listing is not available.',
      'Please select a different set of dates.',
      'change-dates',
    ],
  ])('%s: "%s" / "%s", %s', (reason, title, subtitle, action) => {
    expect(unavailabilityMessage(reason)).toMatchObject({ title, subtitle, action });
  });

  it('labels each action', () => {
    expect(unavailabilityMessage('OccupancyViolation').actionLabel).toBe('Change Guests');
    expect(unavailabilityMessage('BlockedDates').actionLabel).toBe('Change Dates');
  });

  it('covers every reason of the table, and the default row is none of them', () => {
    expect(unavailabilityReasons).toHaveLength(8);
    for (const reason of unavailabilityReasons) {
      expect(unavailabilityMessage(reason)).not.toBe(defaultUnavailabilityMessage);
    }
  });
});
