import { listingFixtures, listingForStay } from '@wayfare/mocks';
import { parseListingQuery } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { guestsOf, stayUnavailability, withGuests } from './listingPageState';

const today = '2026-07-01';
const query = parseListingQuery(
  '?listingId=listing-desert-casita&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&children=1',
  { today, tenant: 'consumer' },
);
const casita = (guests = 3, pets = 0) =>
  listingForStay(listingFixtures.desertCasita, { nights: 3, guests, pets });

describe('listing page state', () => {
  it('gives the guest picker the address guests and writes its answer back as a count of children', () => {
    expect(guestsOf(query)).toEqual({
      adultsCount: 2,
      children: [{ age: 17 }],
      petsCount: 0,
      roomsCount: 1,
    });
    const next = withGuests(query, {
      adultsCount: 3,
      children: [{ age: 4 }, { age: 9 }],
      petsCount: 1,
      roomsCount: 1,
    });
    expect(next).toMatchObject({
      adultsCount: 3,
      children: [{ age: 17 }, { age: 17 }],
      petsCount: 1,
    });
  });

  // spec: platform §5, §8 stay restrictions and their messages
  describe('stayUnavailability', () => {
    it('is the server reason of an unavailable listing, or null when it gives none', () => {
      const unavailable = {
        ...casita(),
        availability: {
          AvailabilityResult: 'Unavailable' as const,
          reasons: [{ reason: 'BlockedDates' }],
        },
      };
      expect(stayUnavailability(unavailable, query, undefined, today)).toBe('BlockedDates');
      expect(
        stayUnavailability(
          { ...unavailable, availability: { AvailabilityResult: 'Unavailable', reasons: [] } },
          query,
          undefined,
          today,
        ),
      ).toBeNull();
    });

    it('is the first restriction the listing terms and calendar show before the server is asked', () => {
      expect(stayUnavailability(casita(), { ...query, adultsCount: 4 }, undefined, today)).toBe(
        'OccupancyViolation',
      );
      const calendar = [{ date: '2026-08-11', isAvailable: false, isAvailableForCheckout: true }];
      expect(stayUnavailability(casita(), query, calendar, today)).toBe('BlockedDates');
    });

    it('is nothing for a stay the listing can host', () => {
      expect(stayUnavailability(casita(), query, undefined, today)).toBeUndefined();
    });
  });
});
