import { describe, expect, it } from 'vitest';
import {
  defaultTripListTab,
  parseTripItineraryQuery,
  parseTripsTab,
  tripItineraryPath,
  tripsPath,
} from './tripsQuery';

describe('the trips hub address', () => {
  it('keeps the tab in the address, the default tab without a query', () => {
    expect(tripsPath()).toBe('/trips/');
    expect(tripsPath('upcoming')).toBe('/trips/');
    expect(tripsPath('frozen-prices')).toBe('/trips/?tab=frozen-prices');
  });

  it('reads the tab back, and the default tab for none or one it does not know', () => {
    expect(parseTripsTab('?tab=past')).toBe('past');
    expect(parseTripsTab('')).toBe(defaultTripListTab);
    expect(parseTripsTab('?tab=nope')).toBe('upcoming');
  });
});

describe('the itinerary address', () => {
  it('round-trips the trip id', () => {
    expect(tripItineraryPath('WF-7Q2K9')).toBe('/trips/itinerary/?tripId=WF-7Q2K9');
    expect(parseTripItineraryQuery('?tripId=WF-7Q2K9')).toEqual({ tripId: 'WF-7Q2K9' });
    expect(parseTripItineraryQuery('')).toEqual({ tripId: undefined });
  });
});
