import { describe, expect, it } from 'vitest';
import { homeCancelQuoteResponseSchema, tripCallPath, tripCalls } from './tripCalls';

describe('tripCalls', () => {
  it('puts the trip id in the path, encoded', () => {
    expect(tripCallPath('details', 'WF-7Q2K9')).toBe('/itinerary/trips/WF-7Q2K9');
    expect(tripCallPath('homeCancel', 'a/b')).toBe('/itinerary/trips/a%2Fb/home-cancel');
  });

  it('reads every call but the two reads as a POST', () => {
    expect(
      Object.entries(tripCalls)
        .filter(([, { method }]) => method === 'GET')
        .map(([call]) => call),
    ).toEqual(['list', 'details']);
  });

  it('reads a home cancel quote, or that none could be made', () => {
    const quote = {
      quoteId: 'q-1',
      refund: { value: 900, currencyCode: 'USD', currencySymbol: '$' },
      penalty: { value: 0, currencyCode: 'USD', currencySymbol: '$' },
    };
    expect(
      homeCancelQuoteResponseSchema.safeParse({ outcome: 'HomeCancelQuoteSuccess', quote }).success,
    ).toBe(true);
    expect(
      homeCancelQuoteResponseSchema.safeParse({ outcome: 'HomeChangeQuoteFailure' }).success,
    ).toBe(true);
    expect(
      homeCancelQuoteResponseSchema.safeParse({ outcome: 'HomeCancelQuoteSuccess' }).success,
    ).toBe(false);
  });
});
