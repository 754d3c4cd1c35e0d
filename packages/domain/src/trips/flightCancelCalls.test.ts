import { describe, expect, it } from 'vitest';
import {
  flightCancelCallPath,
  flightCancelInfoSchema,
  flightCancelOfferSchema,
  flightCancelRequestSchema,
} from './flightCancelCalls';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const offer = {
  offerId: 'offer-1',
  policyType: 'RefundableComplex',
  resolution: 'CashOrFtc',
  cost: { kind: 'text', text: 'Free' },
  refund: usd(480),
  travelCredit: usd(560),
  travelers: [{ name: 'Alex Morgan', kind: 'Adult' }],
  holdsUntil: '2026-07-01T14:30:00.000Z',
};

describe('flightCancelCalls', () => {
  it('puts the trip id in the path, encoded', () => {
    expect(flightCancelCallPath('info', 'WF-7Q2K9')).toBe(
      '/itinerary/trips/WF-7Q2K9/flight-cancel',
    );
    expect(flightCancelCallPath('cancel', 'a/b')).toBe('/itinerary/trips/a%2Fb/flight-cancel');
  });

  it('reads an offer, or the outcome that stops a cancellation online', () => {
    expect(flightCancelInfoSchema.safeParse({ kind: 'offer', offer }).success).toBe(true);
    expect(flightCancelInfoSchema.safeParse({ kind: 'outcome', outcome: 'Departed' }).success).toBe(
      true,
    );
    // A refund is the cancel call's to answer, never the offer's.
    expect(
      flightCancelInfoSchema.safeParse({ kind: 'outcome', outcome: 'FullRefund' }).success,
    ).toBe(false);
  });

  it('reads the spec’s four cost texts, or an amount', () => {
    for (const text of ['Non-refundable', 'Contact support', 'Free', 'Contact airline'])
      expect(
        flightCancelOfferSchema.safeParse({ ...offer, cost: { kind: 'text', text } }).success,
      ).toBe(true);
    expect(
      flightCancelOfferSchema.safeParse({ ...offer, cost: { kind: 'text', text: 'Cheap' } })
        .success,
    ).toBe(false);
    expect(
      flightCancelOfferSchema.safeParse({ ...offer, cost: { kind: 'amount', amount: usd(150) } })
        .success,
    ).toBe(true);
  });

  it('refuses a choice that lacks one of its two amounts, and an offer for no traveler', () => {
    const { travelCredit: _none, ...refundOnly } = offer;
    expect(flightCancelOfferSchema.safeParse(refundOnly).success).toBe(false);
    expect(flightCancelOfferSchema.safeParse({ ...offer, travelers: [] }).success).toBe(false);
  });

  it('takes the offer and, where there is a choice, the refund form', () => {
    expect(flightCancelRequestSchema.safeParse({ offerId: 'offer-1' }).success).toBe(true);
    expect(
      flightCancelRequestSchema.safeParse({ offerId: 'offer-1', refundForm: 'Ftc' }).success,
    ).toBe(true);
    expect(
      flightCancelRequestSchema.safeParse({ offerId: 'offer-1', refundForm: 'Miles' }).success,
    ).toBe(false);
  });
});
