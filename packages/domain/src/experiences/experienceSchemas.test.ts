import { describe, expect, it } from 'vitest';
import { experienceAvailabilityRequestSchema } from './experienceAvailabilityRequest';
import { experienceDetailSchema } from './experienceDetail';
import {
  experienceAvailabilityResponseSchema,
  experienceSearchResultSchema,
} from './experienceSearchResult';

const price = { fiat: { value: 89, currencyCode: 'USD', currencySymbol: '$' } };

const result = {
  activityId: 'act-1',
  name: 'Harbour cruise',
  rating: { average: 4.6, count: 212 },
  durationMinutes: 120,
  startTimes: ['09:30', '14:00'],
  price,
  priceBasis: 'PerPerson',
  cancellation: 'FreeCancellation',
  categoryTagIds: ['tours'],
};

const detail = {
  activityId: 'act-1',
  name: 'Harbour cruise',
  description: 'Two hours on the water.',
  imageUrls: ['https://example.invalid/1.jpg'],
  locationName: 'Toronto',
  durationMinutes: 120,
  startTimes: ['09:30'],
  cancellation: { kind: 'PaidCancellation', policyText: 'A fee applies.' },
  priceBasis: 'PerGroup',
  price,
  ticketType: 'MobileOnly',
  voucherRule: 'OnePerTraveler',
  ageBands: [{ ageBand: 'Adult', minAge: 18, maxAge: 64, price }],
  guides: [{ kind: 'Human', languages: ['en', 'fr'] }],
  reviews: [{ id: 'r1', author: 'Sam', rating: 5, text: 'Lovely.', publishedDate: '2026-05-01' }],
  bookingQuestions: [
    { field: 'Ageband', label: 'Age band', required: true, scope: 'PerTraveler' },
    { field: 'TransferArrivalMode', label: 'Arrival', required: false, scope: 'PerBooking' },
  ],
};

// STATES.md §19 experiences/availability/{results,empty}: cancellation and price basis per result.
describe('experienceSearchResultSchema', () => {
  it.each([
    ['a full result', result, true],
    ['a result without a rating', { ...result, rating: undefined }, true],
    ['a rating above 5', { ...result, rating: { average: 5.1, count: 3 } }, false],
    ['a start time of 24:00', { ...result, startTimes: ['24:00'] }, false],
    ['an unknown price basis', { ...result, priceBasis: 'PerCar' }, false],
    ['an unknown cancellation', { ...result, cancellation: 'Refundable' }, false],
  ])('%s: valid %s', (_, value, valid) => {
    expect(experienceSearchResultSchema.safeParse(value).success).toBe(valid);
  });

  it('accepts an empty answer', () => {
    expect(experienceAvailabilityResponseSchema.parse({ experiences: [], totalCount: 0 })).toEqual({
      experiences: [],
      totalCount: 0,
    });
  });
});

// STATES.md §19 experiences/shop/*: cancellation, price basis, ticket type, voucher rule, age
// bands, guides, reviews, booking questions.
describe('experienceDetailSchema', () => {
  it.each([
    ['a full detail', detail, true],
    ['an unknown ticket type', { ...detail, ticketType: 'Email' }, false],
    ['an unknown voucher rule', { ...detail, voucherRule: 'OnePerGroup' }, false],
    [
      'an unknown age band',
      { ...detail, ageBands: [{ ...detail.ageBands[0], ageBand: 'Toddler' }] },
      false,
    ],
    ['an unknown guide kind', { ...detail, guides: [{ kind: 'Robot', languages: [] }] }, false],
    ['a review rated 0', { ...detail, reviews: [{ ...detail.reviews[0], rating: 0 }] }, false],
    [
      'an unknown booking question',
      {
        ...detail,
        bookingQuestions: [{ field: 'ShoeSize', label: 'x', required: true, scope: 'PerBooking' }],
      },
      false,
    ],
  ])('%s: valid %s', (_, value, valid) => {
    expect(experienceDetailSchema.safeParse(value).success).toBe(valid);
  });
});

// platform §2 /activities/availability/ "Query: locationName, fromDate, untilDate (YYYY-MM-DD),
// categoryTagId"; platform §7 POST /experiences/availability.
describe('experienceAvailabilityRequestSchema', () => {
  const request = { locationName: 'Toronto, ON', fromDate: '2026-07-02', untilDate: '2026-07-04' };

  it('sorts by Recommended unless told otherwise', () => {
    expect(experienceAvailabilityRequestSchema.parse(request).sortOrder).toBe('Recommended');
  });

  it.each([
    ['place and dates', request, true],
    ['a one-day search', { ...request, untilDate: '2026-07-02' }, true],
    ['until before from', { ...request, untilDate: '2026-07-01' }, false],
    ['a date not in YYYY-MM-DD', { ...request, fromDate: '07/02/2026' }, false],
    ['no place', { ...request, locationName: '' }, false],
    [
      'a category, a sort and every filter',
      {
        ...request,
        categoryTagId: 'food',
        sortOrder: 'PriceAscending',
        filters: { minimumRating: 4.5, durations: ['MultiDay'], timesOfDay: [0, 3] },
      },
      true,
    ],
    ['a minimum rating we do not offer', { ...request, filters: { minimumRating: 2 } }, false],
    ['a time-of-day bucket 4', { ...request, filters: { timesOfDay: [4] } }, false],
  ])('%s: valid %s', (_, value, valid) => {
    expect(experienceAvailabilityRequestSchema.safeParse(value).success).toBe(valid);
  });
});
