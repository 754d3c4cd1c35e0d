import { describe, expect, it } from 'vitest';
import { isInvalidCard } from './invalidCard';
import {
  cardTypes,
  paymentIdRequestSchema,
  paymentMethodListResponseSchema,
  paymentMethodResponseSchema,
} from './paymentMethod';
import { paymentRequestSchema, paymentRequestTypes } from './paymentRequest';
import { selectedPaymentMethodAfterDelete } from './paymentSelection';

describe('payment enumerations', () => {
  // spec: platform §3 "cardType (Visa, Master, American Express, Diners Club, Discover, Jcb, Dankort, Maestro)";
  // products §3 payment kinds Rewards, Split, UserCard; v2 TravelWalletOffer, TravelWalletCredit
  it('holds the spec values', () => {
    expect(cardTypes).toEqual([
      'Visa',
      'Master',
      'American Express',
      'Diners Club',
      'Discover',
      'Jcb',
      'Dankort',
      'Maestro',
    ]);
    expect(paymentRequestTypes).toEqual([
      'UserCard',
      'Rewards',
      'Split',
      'TravelWalletOffer',
      'TravelWalletCredit',
    ]);
  });
});

// spec: platform §3 Payment method; §7 payments/list, payments/get, payments/delete
describe('payment method schemas', () => {
  const card = {
    id: 'p1',
    accountId: 'a1',
    last4: '4242',
    cardType: 'American Express',
    accountUseType: 'Business',
  };

  it('parses the list and a single card', () => {
    expect(paymentMethodListResponseSchema.parse({ value: [card] })).toEqual({ value: [card] });
    expect(paymentMethodResponseSchema.parse({ value: card }).value.cardType).toBe(
      'American Express',
    );
    expect(paymentIdRequestSchema.parse({ paymentId: 'p1' })).toEqual({ paymentId: 'p1' });
  });

  it('rejects a card type the spec does not list', () => {
    expect(
      paymentMethodResponseSchema.safeParse({ value: { ...card, cardType: 'Amex' } }).success,
    ).toBe(false);
  });
});

// spec: platform §3 "Payment request variants: card, rewards, card plus rewards, wallet offer, wallet credit."
describe('paymentRequestSchema', () => {
  const usd = { value: 120, currencyCode: 'USD', currencySymbol: '$' };
  const card = { paymentMethodId: 'p1', amount: usd };
  const rewards = {
    accountReferenceId: 'a1',
    rewardsAmount: { value: 12000, currency: 'Miles' },
    fiatAmount: usd,
  };
  it.each([
    { type: 'UserCard', ...card },
    { type: 'Rewards', ...rewards },
    { type: 'Split', card, rewards },
    { type: 'TravelWalletOffer', offerId: 'o1', amount: usd },
    { type: 'TravelWalletCredit', amount: usd },
  ])('parses a $type request', (request) => {
    expect(paymentRequestSchema.parse(request)).toEqual(request);
  });

  it('rejects an unknown variant', () => {
    expect(paymentRequestSchema.safeParse({ type: 'Cash', amount: usd }).success).toBe(false);
  });
});

// spec: platform §4 "Deleting the selected payment method clears the selection."
describe('selectedPaymentMethodAfterDelete', () => {
  it.each([
    ['p1', 'p1', undefined],
    ['p1', 'p2', 'p1'],
    [undefined, 'p2', undefined],
  ])('selected %o, deleted %o: %o', (selected, deleted, after) => {
    expect(selectedPaymentMethodAfterDelete(selected, deleted)).toBe(after);
  });
});

// spec: platform §8 "Adding a card with an unknown last four opens an invalid-card modal"
describe('isInvalidCard', () => {
  it.each([
    ['4242', false],
    ['0000', false],
    ['424', true],
    ['42424', true],
    ['XXXX', true],
    ['', true],
    [null, true],
    [undefined, true],
  ])('last four %o: invalid %s', (last4, invalid) => {
    expect(isInvalidCard({ last4 })).toBe(invalid);
  });
});
