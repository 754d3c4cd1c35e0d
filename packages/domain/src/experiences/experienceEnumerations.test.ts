import { describe, expect, it } from 'vitest';
import { experienceAgeBands } from './experienceAgeBands';
import { experienceBookingQuestionFields } from './experienceBookingQuestionFields';
import { experienceCancellationKinds } from './experienceCancellationKinds';
import { experienceCancellationStates } from './experienceCancellationStates';
import { experienceGuideKinds } from './experienceGuideKinds';
import { experienceItineraryTypes } from './experienceItineraryTypes';
import { experiencePriceBases } from './experiencePriceBases';
import { experienceReviewSorts } from './experienceReviewSorts';
import { experienceSortOrders } from './experienceSortOrders';
import { experienceTicketTypes } from './experienceTicketTypes';
import { experienceVoucherRules } from './experienceVoucherRules';
import { timeOfDayBuckets } from './timeOfDayBuckets';

// spec: products §3 Experiences "Sort orders DurationAscending, DurationDescending, PriceAscending,
// PriceDescending, Rating, Recommended; ... cancellation FreeCancellation, PaidCancellation; price
// basis PerGroup, PerPerson; ticket type MobileOnly, Paper, Unknown; voucher rule OnePerBooking,
// OnePerTraveler, Unknown; ... age bands Adult, Child, Infant, Senior, Traveler, Youth; guide kinds
// Audio, Human, Written; ... Cancellation states: AlreadyCanceled, BookingPending,
// CancellationPending, ContactCustomerService, FullyRefundable, NonCancellable, NonRefundable,
// PartiallyRefundable, PastExperienceStart"; products §3 Other "time-of-day buckets 0 to 3 (early morning,
// morning, afternoon, evening)".
describe('experience enumerations', () => {
  it('hold the values the spec spells out', () => {
    expect(experienceSortOrders).toEqual([
      'DurationAscending',
      'DurationDescending',
      'PriceAscending',
      'PriceDescending',
      'Rating',
      'Recommended',
    ]);
    expect(experienceCancellationKinds).toEqual(['FreeCancellation', 'PaidCancellation']);
    expect(experiencePriceBases).toEqual(['PerGroup', 'PerPerson']);
    expect(experienceTicketTypes).toEqual(['MobileOnly', 'Paper', 'Unknown']);
    expect(experienceVoucherRules).toEqual(['OnePerBooking', 'OnePerTraveler', 'Unknown']);
    expect(experienceAgeBands).toEqual(['Adult', 'Child', 'Infant', 'Senior', 'Traveler', 'Youth']);
    expect(experienceGuideKinds).toEqual(['Audio', 'Human', 'Written']);
    expect(experienceCancellationStates).toEqual([
      'AlreadyCanceled',
      'BookingPending',
      'CancellationPending',
      'ContactCustomerService',
      'FullyRefundable',
      'NonCancellable',
      'NonRefundable',
      'PartiallyRefundable',
      'PastExperienceStart',
    ]);
    expect(timeOfDayBuckets.map(({ bucket, label }) => [bucket, label])).toEqual([
      [0, 'Early morning'],
      [1, 'Morning'],
      [2, 'Afternoon'],
      [3, 'Evening'],
    ]);
  });

  // spec: products §3 Experiences "a booking-question field list (ageband, date of birth, passport
  // data, transfer details and others)".
  it('asks the booking questions the spec names', () => {
    expect(experienceBookingQuestionFields).toEqual(
      expect.arrayContaining(['Ageband', 'DateOfBirth', 'PassportNumber', 'TransferArrivalMode']),
    );
  });

  // Review sorts and itinerary types are named without values (products §3): ours are distinct.
  it('has distinct lists of our own', () => {
    for (const list of [
      experienceReviewSorts,
      experienceItineraryTypes,
      experienceBookingQuestionFields,
    ]) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
