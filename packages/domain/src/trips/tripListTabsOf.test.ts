import { describe, expect, it } from 'vitest';
import type { Trip } from './trip';
import { tripListTabsOf, tripsInTab } from './tripListTabsOf';

// 1 July 2026, 10:00 in Toronto.
const now = new Date('2026-07-01T14:00:00.000Z');

const trip = (id: string, start: string, end: string, parts: Partial<Trip> = {}): Trip => ({
  id,
  kind: 'Hotel',
  status: 'Confirmed',
  dates: { start, end },
  title: id,
  bookedAt: '2026-05-01T12:00:00.000Z',
  email: 'alex@example.com',
  travelers: [],
  ...parts,
});

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

describe('tripListTabsOf', () => {
  it('lists a booking under Upcoming trips while it is ahead or under way, then under Past trips', () => {
    expect(tripListTabsOf(trip('ahead', '2026-07-10', '2026-07-12'), now)).toEqual(['upcoming']);
    expect(tripListTabsOf(trip('today', '2026-06-30', '2026-07-01'), now)).toEqual(['upcoming']);
    expect(tripListTabsOf(trip('taken', '2026-06-01', '2026-06-05'), now)).toEqual(['past']);
  });

  it('lists a canceled, failed or never confirmed booking under Past trips, whatever its dates', () => {
    expect(
      tripListTabsOf(trip('canceled', '2026-08-01', '2026-08-02', { status: 'Cancelled' }), now),
    ).toEqual(['past']);
    expect(
      tripListTabsOf(trip('failed', '2026-08-01', '2026-08-02', { status: 'Failure' }), now),
    ).toEqual(['past']);
  });

  it('lists a watch only under Watched trips, and a frozen price only under Frozen prices', () => {
    expect(
      tripListTabsOf(trip('watch', '2026-08-01', '2026-08-02', { kind: 'Watch' }), now),
    ).toEqual(['watched']);
    const frozen = trip('frozen', '2026-08-01', '2026-08-02', {
      priceFreeze: { frozenPrice: usd(420), expiresAt: '2026-07-08T12:00:00.000Z' },
    });
    expect(tripListTabsOf(frozen, now)).toEqual(['frozen-prices']);
  });

  it('adds Airline travel credits for a flight that left a credit, and Trips with offers for an offer', () => {
    const credited = trip('credited', '2026-06-01', '2026-06-02', {
      kind: 'Flight',
      flight: {
        futureTravelCredit: { state: 'available', amount: usd(300), expiresOn: '2027-06-01' },
      } as Trip['flight'],
    });
    expect(tripListTabsOf(credited, now)).toEqual(['past', 'airline-credits']);
    const offered = trip('offered', '2026-08-01', '2026-08-02', {
      offer: { title: 'Add disruption protection', description: 'Rebook for free.' },
    });
    expect(tripListTabsOf(offered, now)).toEqual(['upcoming', 'with-offers']);
  });
});

describe('tripsInTab', () => {
  const trips = [
    trip('later', '2026-09-01', '2026-09-03'),
    trip('sooner', '2026-07-05', '2026-07-06'),
    trip('long ago', '2026-03-01', '2026-03-04'),
    trip('lately', '2026-06-20', '2026-06-22'),
  ];

  it('keeps the trips of the tab, the soonest first', () => {
    expect(tripsInTab(trips, 'upcoming', now).map(({ id }) => id)).toEqual(['sooner', 'later']);
  });

  it('orders Past trips the latest first', () => {
    expect(tripsInTab(trips, 'past', now).map(({ id }) => id)).toEqual(['lately', 'long ago']);
  });

  it('answers an empty tab with no trips', () => {
    expect(tripsInTab(trips, 'watched', now)).toEqual([]);
  });
});
