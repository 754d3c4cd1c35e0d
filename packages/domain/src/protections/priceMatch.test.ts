import { describe, expect, it } from 'vitest';
import { priceMatchEligibility, type PriceMatchClaim } from './priceMatch';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

const claim: PriceMatchClaim = {
  product: 'Hotel',
  bookedAt: new Date('2026-07-01T12:00:00Z'),
  claimedAt: new Date('2026-07-01T20:00:00Z'),
  bookedTotal: usd(450),
  competitor: {
    total: usd(420.5),
    isExactMatch: true,
    isPubliclyAvailable: true,
    isVerifiable: true,
  },
  lodgingCollection: 'NoCollection',
  paymentTiming: 'PayNow',
};

const competitor = (change: Partial<PriceMatchClaim['competitor']>) => ({
  ...claim,
  competitor: { ...claim.competitor, ...change },
});

// spec: products §9 "Price match: claim within 24 hours of booking; refund 100% of the difference
// as travel credit; ... not for packages or vacation rentals; not for pay-at-hotel bookings of
// Premier or Lifestyle"; products §5 "Price match claims need an exact match, priced in USD,
// publicly available and verifiable"
describe('priceMatchEligibility', () => {
  it('an eligible claim earns 100% of the difference as travel credit', () => {
    expect(priceMatchEligibility(claim)).toEqual({ eligible: true, travelCredit: usd(29.5) });
  });

  it.each<[string, PriceMatchClaim, string[] | undefined]>([
    [
      'claimed 23:59 after booking',
      { ...claim, claimedAt: new Date('2026-07-02T11:59:00Z') },
      undefined,
    ],
    [
      'claimed exactly 24:00 after booking',
      { ...claim, claimedAt: new Date('2026-07-02T12:00:00Z') },
      undefined,
    ],
    [
      'claimed 24:01 after booking',
      { ...claim, claimedAt: new Date('2026-07-02T12:01:00Z') },
      ['ClaimWindowPassed'],
    ],
    ['a flight', { ...claim, product: 'Flight' }, undefined],
    ['a car', { ...claim, product: 'Car' }, undefined],
    ['a package', { ...claim, product: 'Package' }, ['ProductExcluded']],
    ['a vacation rental', { ...claim, product: 'Home' }, ['ProductExcluded']],
    [
      'pay-at-hotel Premier',
      { ...claim, lodgingCollection: 'Premier', paymentTiming: 'PayLater' },
      ['PayAtHotelPremiumCollection'],
    ],
    [
      'pay-at-hotel Lifestyle',
      { ...claim, lodgingCollection: 'Lifestyle', paymentTiming: 'PayLater' },
      ['PayAtHotelPremiumCollection'],
    ],
    [
      'pay-now Premier',
      { ...claim, lodgingCollection: 'Premier', paymentTiming: 'PayNow' },
      undefined,
    ],
    ['pay-at-hotel outside the collections', { ...claim, paymentTiming: 'PayLater' }, undefined],
    [
      'a hotel without collection or timing given',
      { ...claim, lodgingCollection: undefined, paymentTiming: undefined },
      undefined,
    ],
    [
      'a Premier hotel without timing given',
      { ...claim, lodgingCollection: 'Premier', paymentTiming: undefined },
      undefined,
    ],
    ['not an exact match', competitor({ isExactMatch: false }), ['NotExactMatch']],
    [
      'priced in CAD',
      competitor({ total: { ...usd(420.5), currencyCode: 'CAD' } }),
      ['NotPricedInUsd'],
    ],
    [
      'not publicly available',
      competitor({ isPubliclyAvailable: false }),
      ['NotPubliclyAvailable'],
    ],
    ['not verifiable', competitor({ isVerifiable: false }), ['NotVerifiable']],
    ['the same price', competitor({ total: usd(450) }), ['NotLower']],
    ['a higher price', competitor({ total: usd(460) }), ['NotLower']],
    [
      'a late package claim at a private price',
      {
        ...claim,
        product: 'Package',
        claimedAt: new Date('2026-07-03T12:00:00Z'),
        competitor: { ...claim.competitor, isPubliclyAvailable: false },
      },
      ['ClaimWindowPassed', 'ProductExcluded', 'NotPubliclyAvailable'],
    ],
  ])('%s', (_, c, reasons) => {
    const result = priceMatchEligibility(c);
    if (reasons === undefined) expect(result.eligible).toBe(true);
    else expect(result).toEqual({ eligible: false, reasons });
  });
});
