import { describe, expect, it } from 'vitest';
import { creditHistoryResponseSchema, travelWalletTransactionTypes } from './creditHistory';
import {
  creditDetailsResponseSchema,
  offersForProductLine,
  travelWalletOfferProductLines,
  travelWalletOfferUsages,
  type TravelWalletOffer,
} from './travelWalletOffer';
import {
  creditResponseSchema,
  travelWalletCreditStates,
  travelWalletItemKinds,
} from './travelWalletCredit';
import { walletCreditPoints, walletPointsPerCurrencyUnit } from './walletCreditPoints';

describe('travel wallet enumerations', () => {
  // spec: products §3 Trips and payments (wallet items, product lines, offer usage, transaction types); §4 "Credit: Available, Expired, Redeemed"
  it('holds the spec values', () => {
    expect(travelWalletItemKinds).toEqual(['offer', 'credit']);
    expect(travelWalletOfferProductLines).toEqual([
      'Air',
      'CarRental',
      'Lodging',
      'LodgingPriceFreeze',
      'Home',
    ]);
    expect(travelWalletOfferUsages).toEqual([
      'Used',
      'ConfirmState',
      'Cancelled',
      'Expired',
      'Pending',
      'Authorized',
    ]);
    expect(travelWalletCreditStates).toEqual(['Available', 'Expired', 'Redeemed']);
    expect(travelWalletTransactionTypes).toEqual([
      'TravelCreditRedemption',
      'TravelCreditAdjustment',
      'StatementCreditCreated',
      'StatementCreditRedeemed',
      'StatementCreditExpired',
      'StatementCreditCanceled',
      'PriceDropProtection',
      'TravelOffer',
      'PriceMatch',
      'Refund',
      'Pending',
      'Expired',
      'Canceled',
      'ReferralCredit',
    ]);
  });
});

// spec: platform §9 "Wallet credit converts at 100 points per currency unit."
describe('walletCreditPoints', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.29, 29],
    [1, 100],
    [0.07, 7],
    [12.34, 1234],
    [300, 30_000],
  ])('%s converts to %s points', (amount, points) => {
    expect(walletPointsPerCurrencyUnit).toBe(100);
    expect(walletCreditPoints(amount)).toBe(points);
  });
});

const offer = (id: string, funnels: TravelWalletOffer['funnels']): TravelWalletOffer => ({
  id,
  amount: { amount: 50, currency: 'USD' },
  descriptions: ['$50 off your next stay'],
  title: '$50 off',
  funnels,
});

// spec: platform §3 Travel wallet; §7 GET credit, GET credit history, GET credit details
describe('travel wallet schemas', () => {
  it('parses the credit, its details and its history', () => {
    expect(
      creditResponseSchema.parse({
        credit: { amount: { amount: 300, currency: 'USD' }, state: 'Available' },
      }).credit.amount.amount,
    ).toBe(300);
    const details = {
      offers: [
        {
          ...offer('o1', ['Home', 'Lodging']),
          maxApplicableCredit: { amount: 50, currency: 'USD' },
          saleEventStartOn: '2026-07-01T00:00:00Z',
          shopPageBanner: 'Save $50 on homes',
          trackingPropertiesV2: { encryptedProperties: ['abc'] },
          status: 'Pending',
        },
      ],
      creditBreakdown: [
        {
          CreditDetail: 'Statement',
          description: 'Annual travel credit',
          usableAmount: { amount: 300, currency: 'USD' },
        },
      ],
      credit: { amount: { amount: 300, currency: 'USD' } },
    };
    expect(creditDetailsResponseSchema.parse(details)).toEqual(details);
    const history = {
      credits: [
        {
          id: 'h1',
          transactionType: 'ReferralCredit',
          amount: { amount: 100, currency: 'USD' },
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
    };
    expect(creditHistoryResponseSchema.parse(history)).toEqual(history);
  });

  it('rejects an unknown product line', () => {
    expect(
      creditDetailsResponseSchema.safeParse({
        offers: [offer('o1', ['Home']), { ...offer('o2', []), funnels: ['Cruise'] }],
        creditBreakdown: [],
        credit: { amount: { amount: 0, currency: 'USD' } },
      }).success,
    ).toBe(false);
  });

  it('picks the offers of one product line', () => {
    const offers = [offer('o1', ['Air']), offer('o2', ['Home', 'Lodging'])];
    expect(offersForProductLine(offers, 'Home').map((o) => o.id)).toEqual(['o2']);
  });
});
