import { describe, expect, it } from 'vitest';
import { bookedFlightItinerarySchema } from './bookedFlightItinerary';
import { flightAmountSchema } from './flightAmount';
import { flightItinerarySchema } from './flightItinerary';
import { flightPenaltiesSchema, penaltyOf } from './flightPenalties';
import { flightTravelerSchema } from './flightTraveler';

const segment = {
  cabinClassName: 'Economy',
  marketingAirline: { code: 'AA', flightNumber: '100' },
  operatingAirline: { code: 'AA', flightNumber: '100' },
  origin: { locationCode: 'JFK' },
  destination: { locationCode: 'ORD' },
  scheduledDeparture: '2026-07-10T20:30:00',
  scheduledArrival: '2026-07-10T22:10:00',
  zonedDeparture: '2026-07-10T20:30:00-04:00',
  zonedArrival: '2026-07-10T22:10:00-05:00',
  stops: 0,
  stopoverDurationMinutes: 95,
  isSelfTransferLayover: true,
};

const itinerary = {
  slices: [
    {
      segments: [segment, { ...segment, plusDays: 1, stopoverDurationMinutes: undefined }],
      fareShelf: { shortBrandName: 'Main' },
    },
  ],
  multiTicketType: 'virtualInterline',
  locators: { agent: 'ABC123', airline: [{ airlineCode: 'AA', locator: 'XYZ789' }] },
  restrictions: [{ title: 'Seat selection', description: 'For a fee' }],
  baggageInfo: { BaggageInfo: 'Unknown' },
  penalties: {
    Penalties: 'Known',
    changePenalty: { type: 'WithFee', amount: 75, currency: 'USD' },
    cancelPenalty: { type: 'NotPossible' },
  },
  sellingPricing: {
    totalPricing: {
      currency: 'USD',
      total: { value: 412.3, currencySymbol: '$' },
      baseWithoutMargin: { value: 380, currencySymbol: '$' },
    },
  },
  pricing: {
    base: { value: 350, currencySymbol: '$' },
    tax: { value: 62.3, currencySymbol: '$' },
    subTotal: { value: 412.3, currencySymbol: '$' },
    grandTotal: { value: 412.3, currencySymbol: '$' },
  },
};

// spec: products §3 "Itinerary: slices with segments (...), fareShelf shortBrandName, multiTicketType, locators, restrictions"
describe('flightItinerarySchema', () => {
  it('accepts an itinerary with every part', () => {
    expect(flightItinerarySchema.safeParse(itinerary).success).toBe(true);
  });

  it.each([
    ['an unknown multiTicketType', { ...itinerary, multiTicketType: 'double' }],
    ['no slices', { ...itinerary, slices: [] }],
    [
      'a WithFee penalty without amount',
      {
        ...itinerary,
        penalties: {
          Penalties: 'Known',
          changePenalty: { type: 'WithFee' },
          cancelPenalty: { type: 'NoPenalty' },
        },
      },
    ],
  ])('rejects %s', (_, value) => {
    expect(flightItinerarySchema.safeParse(value).success).toBe(false);
  });
});

// spec: products §3 "Itinerary tags", "Void states", "Booking vendors", "trip types"
describe('bookedFlightItinerarySchema', () => {
  const booked = {
    ...itinerary,
    tripType: 'multi_city',
    tags: ['Exchangeable', 'Chfar'],
    voidState: 'PreTicketVoidable',
    bookingVendor: 'Sabre',
  };

  it('accepts a booked itinerary', () => {
    expect(bookedFlightItinerarySchema.safeParse(booked).success).toBe(true);
  });

  it.each([
    ['an unknown tag', { ...booked, tags: ['Refunded'] }],
    ['an unknown vendor', { ...booked, bookingVendor: 'Amadeus' }],
    [
      'a shelf rating above luxury',
      {
        ...booked,
        slices: [{ ...itinerary.slices[0], fareShelf: { shortBrandName: 'Max', rating: 5 } }],
      },
    ],
  ])('rejects %s', (_, value) => {
    expect(bookedFlightItinerarySchema.safeParse(value).success).toBe(false);
  });
});

// spec: products §3 "Penalties: known, externally managed or unknown; cancel and change penalty types"
describe('penaltyOf', () => {
  const penalties = flightPenaltiesSchema.parse(itinerary.penalties);
  it.each([
    ['change', { type: 'WithFee', amount: 75, currency: 'USD' }],
    ['cancel', { type: 'NotPossible' }],
  ] as const)('%s', (policy, penalty) => {
    expect(penaltyOf(penalties, policy)).toEqual(penalty);
  });

  it('knows no penalty when they are managed by the airline', () => {
    expect(penaltyOf({ Penalties: 'ExternallyManaged' }, 'change')).toBeUndefined();
  });
});

// spec: products §3 "Traveler fields: frequentFlyerNumber, tsaRedressNumber, knownTravelerNumber, name, birthdate, gender, specialAssistance"
describe('flightTravelerSchema', () => {
  const traveler = {
    name: { givenName: 'Ada', surname: 'Lovelace' },
    birthdate: '1990-12-10',
    gender: 'F',
    knownTravelerNumber: 'KT123456',
    specialAssistance: ['WCHR', 'BLND'],
  };

  it('accepts a traveler', () => {
    expect(flightTravelerSchema.safeParse(traveler).success).toBe(true);
  });

  it.each([
    ['gender X', { ...traveler, gender: 'X' }],
    ['an unknown assistance code', { ...traveler, specialAssistance: ['WCXX'] }],
    ['a birthdate that is not YYYY-MM-DD', { ...traveler, birthdate: '12/10/1990' }],
  ])('rejects %s', (_, value) => {
    expect(flightTravelerSchema.safeParse(value).success).toBe(false);
  });
});

// spec: products §3 "Amount: fiat {value, currencySymbol}, rewards by programme; amount kinds fiat, rewards, split"
describe('flightAmountSchema', () => {
  const fiat = { value: 100, currencySymbol: '$' };
  const rewards = { 'venture-x': { value: 10000, currency: 'Miles' } };
  it.each([
    [{ kind: 'fiat', fiat }, true],
    [{ kind: 'rewards', rewards }, true],
    [{ kind: 'split', fiat, rewards }, true],
    [{ kind: 'split', fiat }, false],
    [{ kind: 'cash', fiat }, false],
  ])('%o -> %s', (amount, valid) => {
    expect(flightAmountSchema.safeParse(amount).success).toBe(valid);
  });
});
