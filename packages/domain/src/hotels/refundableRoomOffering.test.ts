import { describe, expect, it } from 'vitest';
import type { Price } from '../money/money';
import type { HotelCancellationPolicy } from './cancellationPolicy';
import {
  addPremium,
  hasCheaperLaterProduct,
  isValidRefundableRoomQuote,
  legacyPolicyAllowsRefundableRoom,
  refundableRoomOffering,
  refundableRoomPremiumPerNight,
  type RefundableRoomModel,
} from './refundableRoomOffering';
import type { RefundableRoomQuote } from './refundableRoomQuote';
import { chosenRoomRate, offeredRoomProductPrices, refundableRoomChoice } from './chosenRoomRate';
import type { RoomInfoProduct, RoomProduct } from './roomInfoProduct';
import type { OfferedRoomProduct } from './roomProductVariant';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const price = (value: number, miles?: number): Price =>
  miles === undefined
    ? { fiat: usd(value) }
    : { fiat: usd(value), rewards: { venture: { value: miles, currency: 'Miles' } } };

function product(
  rateId: string,
  total: number,
  policy: HotelCancellationPolicy = 'NonRefundable',
): RoomProduct {
  return {
    rateId,
    sellRate: price(total, total * 100),
    perNightSellRate: price(total / 3),
    perNightSellRateTaxesAndFeesIncluded: price(total / 3),
    tripTotal: price(total, total * 100),
    total: price(total, total * 100),
    tripTotalExcludingTaxes: price(total - 30),
    totalDiscountAware: price(total),
    nightlyDiscountAware: price(total / 3),
    nightlyDiscountAwareTaxesAndFeesIncluded: price(total / 3),
    cancellationPolicy: { policy },
    paymentTiming: 'PayNow',
  };
}

function quote(
  rateId: string,
  premium: number,
  extra: Partial<RefundableRoomQuote['additionalInfo']> & {
    policy?: HotelCancellationPolicy;
  } = {},
): RefundableRoomQuote {
  return {
    id: `quote-${rateId}`,
    premiumPrices: price(premium, premium * 100),
    coverageAmount: usd(240),
    coveragePercentage: 80,
    pricingDescription: 'Cancel for any reason and get 80% back',
    rateId,
    cancellationPolicyV2: { policy: extra.policy ?? 'NonRefundable' },
    additionalInfo: {
      shouldRefundCfarPremium: extra.shouldRefundCfarPremium ?? true,
      isRefundableByCapitalOne: extra.isRefundableByCapitalOne ?? true,
    },
  };
}

const room = (roomId: string, ...products: RoomProduct[]): RoomInfoProduct => ({
  roomInfo: { roomId },
  products,
});

const offer = (
  rooms: RoomInfoProduct[],
  quotes: RefundableRoomQuote[],
  model: RefundableRoomModel = 'Legacy',
  nights = 3,
) => refundableRoomOffering(rooms, quotes, { model, nights });

const shape = (products: readonly OfferedRoomProduct[]) =>
  products.map((p) => `${p.rateId}:${p.variant.type}`);

// spec: products §4 "Hotel refundable-room offering"; STATES §20 hotels/room-select/*
describe('refundableRoomOffering', () => {
  // STATES: "Rooms with default products only", cause "no valid refundable quote"
  describe('hotels/room-select/default-only', () => {
    it.each<[string, RefundableRoomQuote[]]>([
      ['no quote at all', []],
      ['a quote for another rate', [quote('other', 25)]],
      ['a quote with no premium', [quote('a', 0)]],
      [
        'a quote in another currency',
        [{ ...quote('a', 25), premiumPrices: { fiat: { ...usd(25), currencyCode: 'CAD' } } }],
      ],
    ])('%s', (_, quotes) => {
      const [offered] = offer([room('r1', product('a', 300), product('b', 350))], quotes);
      expect(offered?.roomInfo).toEqual({ roomId: 'r1' });
      expect(shape(offered?.products ?? [])).toEqual(['a:Default', 'b:Default']);
      expect(offered?.products[0]?.total).toEqual(price(300, 30000));
      expect(offered?.hasNonRefundablePremiumAndPartiallyRefundableOptions).toBe(false);
    });
  });

  // STATES: "Refundable variant beside the default: premium added to sell rate, trip total and
  // total; per-night premium rounded up; coverage, pricing description", cause "valid cfarQuote"
  describe('hotels/room-select/refundable', () => {
    it.each<RefundableRoomModel>(['Legacy', 'V1'])('%s model', (model) => {
      const [offered] = offer([room('r1', product('a', 300))], [quote('a', 25)], model);
      expect(shape(offered?.products ?? [])).toEqual(['a:Default', 'a:RefundableRoom']);
      const refundable = offered?.products[1];
      expect(refundable?.sellRate).toEqual(price(325, 32500));
      expect(refundable?.tripTotal).toEqual(price(325, 32500));
      expect(refundable?.total).toEqual(price(325, 32500));
      // Only the three totals of the spec carry the premium.
      expect(refundable?.perNightSellRate).toEqual(price(100));
      expect(refundable?.tripTotalExcludingTaxes).toEqual(price(270));
      expect(refundable?.variant).toEqual({
        type: 'RefundableRoom',
        premiumPrices: price(25, 2500),
        // 25 / 3 = 8.333... rounded up to the cent; 2500 miles / 3 rounded up to a whole mile.
        premiumPricesPerNight: price(8.34, 834),
        quoteId: 'quote-a',
        coveragePercentage: 80,
        coverageAmount: usd(240),
        pricingDescription: 'Cancel for any reason and get 80% back',
        additionalInfo: { shouldRefundCfarPremium: true, isRefundableByCapitalOne: true },
        cancellationPolicy: { policy: 'NonRefundable' },
        cancellationPolicyScenario: 'RefundablePremium',
      });
      // The default product is left as it was.
      expect(offered?.products[0]?.total).toEqual(price(300, 30000));
    });

    it('puts the variant right after its own default product', () => {
      const [offered] = offer(
        [room('r1', product('a', 300), product('b', 400), product('c', 500))],
        [quote('b', 25)],
      );
      expect(shape(offered?.products ?? [])).toEqual([
        'a:Default',
        'b:Default',
        'b:RefundableRoom',
        'c:Default',
      ]);
    });

    it('takes the first valid quote of the rate', () => {
      const [offered] = offer([room('r1', product('a', 300))], [quote('a', 0), quote('a', 30)]);
      expect(offered?.products[1]?.total.fiat.value).toBe(330);
    });
  });

  // STATES: "No refundable variant", cause "V1 quote not refundable by the issuer"
  describe('hotels/room-select/v1-not-issuer-refundable', () => {
    it.each([
      [false, ['a:Default']],
      [true, ['a:Default', 'a:RefundableRoom']],
    ])('isRefundableByCapitalOne %s', (isRefundableByCapitalOne, expected) => {
      const [offered] = offer(
        [room('r1', product('a', 300))],
        [quote('a', 25, { isRefundableByCapitalOne })],
        'V1',
      );
      expect(shape(offered?.products ?? [])).toEqual(expected);
    });

    it('the V1 model checks neither the policy nor later prices', () => {
      const [offered] = offer(
        [room('r1', product('a', 300, 'FullyRefundable'), product('b', 301))],
        [quote('a', 25)],
        'V1',
      );
      expect(shape(offered?.products ?? [])).toEqual([
        'a:Default',
        'a:RefundableRoom',
        'b:Default',
      ]);
    });

    it('the older model ignores the issuer mark', () => {
      const [offered] = offer(
        [room('r1', product('a', 300))],
        [quote('a', 25, { isRefundableByCapitalOne: false })],
        'Legacy',
      );
      expect(shape(offered?.products ?? [])).toEqual(['a:Default', 'a:RefundableRoom']);
    });
  });

  // STATES: "No refundable variant", cause "older model, policy disallows"
  describe('hotels/room-select/legacy-policy-disallows', () => {
    it.each<[HotelCancellationPolicy, boolean]>([
      ['NonRefundable', true],
      ['PartiallyRefundable', true],
      ['FullyRefundable', false],
      ['Unknown', false],
    ])('a %s rate: variant %s', (policy, offered) => {
      expect(legacyPolicyAllowsRefundableRoom(policy)).toBe(offered);
      const [result] = offer([room('r1', product('a', 300, policy))], [quote('a', 25)]);
      expect(result?.products).toHaveLength(offered ? 2 : 1);
    });
  });

  // STATES: "Variant skipped", cause "later product cheaper than this one plus premium"
  describe('hotels/room-select/legacy-cheaper-later', () => {
    it.each<[string, number, string[]]>([
      ['a later product at 324.99 is cheaper than 300 + 25', 324.99, ['a:Default', 'b:Default']],
      [
        'a later product at exactly 325 is not cheaper',
        325,
        ['a:Default', 'a:RefundableRoom', 'b:Default'],
      ],
      ['a later product at 325.01', 325.01, ['a:Default', 'a:RefundableRoom', 'b:Default']],
    ])('%s', (_, laterTotal, expected) => {
      const [offered] = offer(
        [room('r1', product('a', 300), product('b', laterTotal))],
        [quote('a', 25)],
      );
      expect(shape(offered?.products ?? [])).toEqual(expected);
    });

    it('an earlier cheaper product does not count', () => {
      const [offered] = offer([room('r1', product('z', 100), product('a', 300))], [quote('a', 25)]);
      expect(shape(offered?.products ?? [])).toEqual([
        'z:Default',
        'a:Default',
        'a:RefundableRoom',
      ]);
    });

    it('a skipped product leaves the variant to the next product that qualifies', () => {
      const [offered] = offer(
        [room('r1', product('a', 300), product('b', 310))],
        [quote('a', 25), quote('b', 25)],
      );
      expect(shape(offered?.products ?? [])).toEqual([
        'a:Default',
        'b:Default',
        'b:RefundableRoom',
      ]);
    });

    it('compares later products in the same currency only, and nothing past the end', () => {
      const cad = { ...product('b', 1), total: { fiat: { ...usd(1), currencyCode: 'CAD' } } };
      const products = [product('a', 300), cad];
      expect(hasCheaperLaterProduct(products, 0, price(25))).toBe(false);
      expect(hasCheaperLaterProduct(products, 2, price(25))).toBe(false);
    });
  });

  // STATES: "Only one refundable variant per room", cause "several products with quotes"
  describe('hotels/room-select/one-per-room', () => {
    it('the first product that qualifies takes the room’s only variant; each room has its own', () => {
      const offered = offer(
        [
          room('r1', product('a', 300), product('b', 400)),
          room('r2', product('c', 500), product('d', 600)),
        ],
        [quote('a', 25), quote('b', 25), quote('d', 25)],
      );
      expect(offered.map((r) => shape(r.products))).toEqual([
        ['a:Default', 'a:RefundableRoom', 'b:Default'],
        ['c:Default', 'd:Default', 'd:RefundableRoom'],
      ]);
    });
  });

  // STATES: "Room flagged for its cancellation-policy scenario", cause "non-refundable-premium and
  // partially-refundable options"
  describe('hotels/room-select/scenario-flag', () => {
    it.each<[string, RoomProduct[], RefundableRoomQuote[], boolean]>([
      [
        'a non-refundable premium beside a partially refundable rate',
        [product('a', 300), product('b', 400, 'PartiallyRefundable')],
        [quote('a', 25, { shouldRefundCfarPremium: false })],
        true,
      ],
      [
        'a non-refundable premium on a partially refundable variant',
        [product('a', 300)],
        [quote('a', 25, { shouldRefundCfarPremium: false, policy: 'PartiallyRefundable' })],
        true,
      ],
      [
        'a non-refundable premium and no partially refundable option',
        [product('a', 300), product('b', 400, 'FullyRefundable')],
        [quote('a', 25, { shouldRefundCfarPremium: false })],
        false,
      ],
      [
        'a refunded premium beside a partially refundable rate',
        [product('a', 300), product('b', 400, 'PartiallyRefundable')],
        [quote('a', 25, { shouldRefundCfarPremium: true })],
        false,
      ],
      [
        'a partially refundable rate and no variant',
        [product('a', 300, 'PartiallyRefundable')],
        [],
        false,
      ],
    ])('%s: %s', (_, products, quotes, flagged) => {
      const [offered] = offer([room('r1', ...products)], quotes);
      expect(offered?.hasNonRefundablePremiumAndPartiallyRefundableOptions).toBe(flagged);
    });

    it('the variant names its scenario', () => {
      const [offered] = offer(
        [room('r1', product('a', 300))],
        [quote('a', 25, { shouldRefundCfarPremium: false })],
      );
      const variant = offered?.products[1]?.variant;
      expect(variant?.type === 'RefundableRoom' && variant.cancellationPolicyScenario).toBe(
        'NonRefundablePremium',
      );
    });
  });
});

// spec: products §4 "per-night premium is the premium divided by night count rounded up"
describe('refundableRoomPremiumPerNight', () => {
  it.each<[string, Price, number, Price]>([
    ['25.00 over 3 nights', price(25, 2500), 3, price(8.34, 834)],
    ['30.00 over 3 nights divides exactly', price(30, 3000), 3, price(10, 1000)],
    ['19.99 over 1 night', price(19.99), 1, price(19.99)],
    ['0.01 over 2 nights', price(0.01), 2, price(0.01)],
    ['fewer than one night counts as one', price(10), 0, price(10)],
    [
      'JPY has no minor unit',
      { fiat: { value: 1000, currencyCode: 'JPY', currencySymbol: '¥' } },
      3,
      { fiat: { value: 334, currencyCode: 'JPY', currencySymbol: '¥' } },
    ],
    [
      'a currency code Intl does not know keeps cents',
      { fiat: { value: 10, currencyCode: 'NOT-A-CODE', currencySymbol: '?' } },
      3,
      { fiat: { value: 3.34, currencyCode: 'NOT-A-CODE', currencySymbol: '?' } },
    ],
    [
      'USD rewards keep cents',
      { fiat: usd(25), rewards: { cash: { value: 25, currency: 'USD' } } },
      3,
      { fiat: usd(8.34), rewards: { cash: { value: 8.34, currency: 'USD' } } },
    ],
  ])('%s', (_, premium, nights, expected) => {
    expect(refundableRoomPremiumPerNight(premium, nights)).toEqual(expected);
  });
});

// spec: products §4 "The premium is added to sell rate, trip total and total"
describe('addPremium', () => {
  it.each<[string, Price, Price, Price]>([
    ['fiat without float drift', price(19.99), price(0.02), price(20.01)],
    ['fiat and rewards in the same account', price(300, 30000), price(25, 2500), price(325, 32500)],
    [
      'an account the premium is not priced in is dropped',
      price(300, 30000),
      price(25),
      { fiat: usd(325), rewards: {} },
    ],
    [
      'an account priced in another currency is dropped',
      price(300, 30000),
      { fiat: usd(25), rewards: { venture: { value: 25, currency: 'USD' } } },
      { fiat: usd(325), rewards: {} },
    ],
    [
      'USD rewards keep cents',
      { fiat: usd(1), rewards: { cash: { value: 10.1, currency: 'USD' } } },
      { fiat: usd(1), rewards: { cash: { value: 0.2, currency: 'USD' } } },
      { fiat: usd(2), rewards: { cash: { value: 10.3, currency: 'USD' } } },
    ],
  ])('%s', (_, base, premium, expected) => {
    expect(addPremium(base, premium)).toEqual(expected);
  });
});

// spec: products §4 "for each room product with a valid quote"
describe('isValidRefundableRoomQuote', () => {
  it.each<[string, RefundableRoomQuote, boolean]>([
    ['same rate, premium above zero, same currency', quote('a', 0.01), true],
    ['another rate', quote('b', 25), false],
    ['a zero premium', quote('a', 0), false],
    ['a negative premium', quote('a', -1), false],
    [
      'another currency',
      { ...quote('a', 25), premiumPrices: { fiat: { ...usd(25), currencyCode: 'EUR' } } },
      false,
    ],
  ])('%s: %s', (_, q, valid) => {
    expect(isValidRefundableRoomQuote(q, product('a', 300))).toBe(valid);
  });
});

describe('the chosen rate (chosenRoomRate, refundableRoomChoice)', () => {
  const shop = {
    rooms: [room('king', product('king-saver', 300), product('king-flex', 360, 'FullyRefundable'))],
    refundableRoomQuotes: [quote('king-saver', 31)],
    refundableRoomModel: 'V1' as const,
  };

  it('finds a default rate with its own prices', () => {
    const chosen = chosenRoomRate(shop, { roomId: 'king', rateId: 'king-flex' }, 3);
    expect(chosen?.product.variant.type).toBe('Default');
    expect(chosen?.total.fiat.value).toBe(360);
    expect(chosen?.nightly.fiat.value).toBe(120);
  });

  it('finds the refundable variant the room select offers, premium added to the total and a night', () => {
    const choice = refundableRoomChoice(shop, 'king', 3);
    expect(choice).toEqual({
      roomId: 'king',
      rateId: 'king-saver',
      refundableRoomQuoteId: 'quote-king-saver',
    });
    const chosen = choice && chosenRoomRate(shop, choice, 3);
    expect(chosen?.total.fiat.value).toBe(331);
    // 31 ÷ 3 nights rounded up to the cent.
    expect(chosen?.nightly.fiat.value).toBe(110.34);
    expect(chosen && offeredRoomProductPrices(chosen.product)).toEqual({
      nightly: chosen?.nightly,
      total: chosen?.total,
    });
  });

  it('answers nothing for a rate, room or quote the hotel no longer offers', () => {
    expect(chosenRoomRate(shop, { roomId: 'king', rateId: 'gone' }, 3)).toBeUndefined();
    expect(chosenRoomRate(shop, { roomId: 'queen', rateId: 'king-saver' }, 3)).toBeUndefined();
    expect(
      chosenRoomRate(
        shop,
        { roomId: 'king', rateId: 'king-flex', refundableRoomQuoteId: 'quote-king-saver' },
        3,
      ),
    ).toBeUndefined();
    expect(refundableRoomChoice({ ...shop, refundableRoomQuotes: [] }, 'king', 3)).toBeUndefined();
  });
});
