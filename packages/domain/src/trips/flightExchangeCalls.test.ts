import { describe, expect, it } from 'vitest';
import {
  flightExchangeCallPath,
  flightExchangeCalls,
  flightExchangeOptionsSchema,
  flightExchangePollResponseSchema,
  flightExchangeRequestSchema,
  maxExchangeSlices,
} from './flightExchangeCalls';

const slice = {
  origin: 'YYZ',
  destination: 'CDG',
  departure: '2026-07-22T21:30',
  arrival: '2026-07-23T10:40',
  flights: ['AC 880'],
  actions: ['Keep', 'Change'],
};

describe('flightExchangeCalls', () => {
  it('are ours, under the trip, its id encoded', () => {
    expect(flightExchangeCallPath('options', 'trip/1')).toBe(
      '/itinerary/trips/trip%2F1/flight-exchange',
    );
    expect(flightExchangeCallPath('poll', 'WF-1')).toBe(
      '/itinerary/trips/WF-1/flight-exchange/poll',
    );
    expect(
      Object.entries(flightExchangeCalls)
        .filter(([, { method }]) => method === 'GET')
        .map(([call]) => call),
    ).toEqual(['options', 'airports']);
  });
});

describe('flightExchangeOptionsSchema', () => {
  it('reads an eligible booking, up to 5 slices', () => {
    const eligible = {
      eligibility: 'Eligible',
      tripType: 'round_trip',
      slices: [slice],
      maxSlices: 2,
    };
    expect(flightExchangeOptionsSchema.safeParse(eligible).success).toBe(true);
    expect(
      flightExchangeOptionsSchema.safeParse({
        ...eligible,
        slices: Array.from({ length: maxExchangeSlices + 1 }, () => slice),
      }).success,
    ).toBe(false);
    expect(
      flightExchangeOptionsSchema.safeParse({ ...eligible, slices: [{ ...slice, actions: [] }] })
        .success,
    ).toBe(false);
    expect(
      flightExchangeOptionsSchema.safeParse({ ...eligible, slices: [{ ...slice, origin: 'yyz' }] })
        .success,
    ).toBe(false);
  });

  it.each([
    { reason: 'ContactAirline', airline: { code: 'AF', name: 'Air France' }, locator: 'AF7Q2K0' },
    { reason: 'ContactSupport' },
    { reason: 'IneligibleForExchange', cause: 'NonExchangeableFare' },
    { reason: 'TicketedVoidable', voidWindowCountry: 'US' },
    { reason: 'LegacyTicketedVoidable' },
    { reason: 'TooManyAttemptsSupport', attempts: 3 },
  ])('reads the refusal %j', (refusal) => {
    expect(
      flightExchangeOptionsSchema.safeParse({ eligibility: 'NotEligible', refusal }).success,
    ).toBe(true);
  });

  it('refuses a refusal without what it must say, and reads a failure', () => {
    for (const refusal of [
      { reason: 'ContactAirline', locator: 'AF7Q2K0' },
      { reason: 'IneligibleForExchange', cause: 'Because' },
      { reason: 'TooManyAttemptsSupport', attempts: 0 },
      { reason: 'LoadFailed' },
    ])
      expect(
        flightExchangeOptionsSchema.safeParse({ eligibility: 'NotEligible', refusal }).success,
      ).toBe(false);
    expect(flightExchangeOptionsSchema.safeParse({ eligibility: 'Failure' }).success).toBe(true);
  });
});

describe('flightExchangeRequestSchema', () => {
  it('reads each slice action with what it needs', () => {
    const change = {
      action: 'Change',
      slice: 1,
      origin: 'CDG',
      destination: 'YYZ',
      date: '2026-08-03',
      timeOfDay: 2,
    };
    expect(
      flightExchangeRequestSchema.safeParse({ slices: [{ action: 'Keep', slice: 0 }, change] })
        .success,
    ).toBe(true);
    expect(
      flightExchangeRequestSchema.safeParse({ slices: [{ ...change, timeOfDay: 4 }] }).success,
    ).toBe(false);
    expect(
      flightExchangeRequestSchema.safeParse({ slices: [{ ...change, date: '3 August' }] }).success,
    ).toBe(false);
    expect(flightExchangeRequestSchema.safeParse({ slices: [] }).success).toBe(false);
  });
});

describe('flightExchangePollResponseSchema', () => {
  it('reads Pending only at a poll step (products §4)', () => {
    expect(
      flightExchangePollResponseSchema.safeParse({ step: 'PriceQuotePoll', result: 'Pending' })
        .success,
    ).toBe(true);
    expect(
      flightExchangePollResponseSchema.safeParse({ step: 'Shop', result: 'Pending' }).success,
    ).toBe(false);
    expect(
      flightExchangePollResponseSchema.safeParse({ step: 'AgentFulfil', result: 'Success' })
        .success,
    ).toBe(true);
  });
});
