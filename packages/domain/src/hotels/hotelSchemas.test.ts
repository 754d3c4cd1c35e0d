import { describe, expect, it } from 'vitest';
import { hotelCfarQuoteSchema } from './hotelCfarQuote';
import { hotelSearchResultSchema } from './hotelSearchResult';
import { refundableRoomQuoteSchema } from './refundableRoomQuote';
import { reservationPricingSchema } from './reservationPricing';
import { roomInfoProductSchema } from './roomInfoProduct';
import { offeredRoomProductSchema } from './roomProductVariant';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const price = (value: number) => ({ fiat: usd(value) });

const product = {
  rateId: 'rate-1',
  sellRate: price(300),
  perNightSellRate: price(100),
  perNightSellRateTaxesAndFeesIncluded: price(110),
  tripTotal: price(330),
  total: price(330),
  tripTotalExcludingTaxes: price(300),
  totalDiscountAware: price(320),
  nightlyDiscountAware: price(106.67),
  nightlyDiscountAwareTaxesAndFeesIncluded: price(110),
  cancellationPolicy: { policy: 'NonRefundable' },
};

// spec: products §3 "Hotels": the models as the server sends them
describe('hotel schemas', () => {
  it('room info product: roomInfo.roomId and products with their prices and price-freeze offer', () => {
    const parsed = roomInfoProductSchema.parse({
      roomInfo: { roomId: 'room-1' },
      products: [
        {
          ...product,
          priceFreezeOffer: { id: 'pf-1', deposit: price(20), durationHours: 168, cap: usd(500) },
        },
      ],
    });
    expect(parsed.products[0]?.paymentTiming).toBe('PayNow');
    expect(parsed.products[0]?.priceFreezeOffer?.durationHours).toBe(168);
    expect(() =>
      roomInfoProductSchema.parse({
        roomInfo: { roomId: 'room-1' },
        products: [{ ...product, cancellationPolicy: { policy: 'Sometimes' } }],
      }),
    ).toThrow();
  });

  it('refundable-room quote: every field of cfarQuote', () => {
    const parsed = refundableRoomQuoteSchema.parse({
      id: 'q-1',
      premiumPrices: price(25),
      coverageAmount: usd(264),
      coveragePercentage: 80,
      pricingDescription: 'Get back 80% of your stay',
      rateId: 'rate-1',
      cancellationPolicyV2: { policy: 'PartiallyRefundable', primaryText: 'Cancel for any reason' },
      additionalInfo: { shouldRefundCfarPremium: true },
    });
    expect(parsed.additionalInfo).toEqual({
      shouldRefundCfarPremium: true,
      isRefundableByCapitalOne: false,
    });
  });

  it('offered room product: Default and RefundableRoom variants', () => {
    expect(
      offeredRoomProductSchema.parse({ ...product, variant: { type: 'Default' } }).variant,
    ).toEqual({ type: 'Default' });
    const refundable = offeredRoomProductSchema.parse({
      ...product,
      variant: {
        type: 'RefundableRoom',
        premiumPrices: price(25),
        premiumPricesPerNight: price(8.34),
        quoteId: 'q-1',
        coveragePercentage: 80,
        coverageAmount: usd(264),
        pricingDescription: 'Get back 80% of your stay',
        additionalInfo: { shouldRefundCfarPremium: false, isRefundableByCapitalOne: true },
        cancellationPolicy: { policy: 'PartiallyRefundable' },
        cancellationPolicyScenario: 'NonRefundablePremium',
      },
    });
    expect(refundable.variant.type).toBe('RefundableRoom');
  });

  it('hotel cancel-for-any-reason quote and reservation pricing', () => {
    expect(
      hotelCfarQuoteSchema.parse({
        id: 'cfar-1',
        premiumAmount: usd(33),
        pricingDescription: 'Cancel for any reason',
        shouldRefundCfarPremium: false,
      }).premiumAmount,
    ).toEqual(usd(33));
    expect(
      reservationPricingSchema.parse({
        payNowTotal: usd(330),
        subtotal: usd(300),
        taxes: usd(30),
        bedTypes: ['King', 'Sofa'],
        checkInDate: '2026-07-01',
        checkOutDate: '2026-07-04',
      }).bedTypes,
    ).toEqual(['King', 'Sofa']);
    expect(() =>
      reservationPricingSchema.parse({
        payNowTotal: usd(330),
        subtotal: usd(300),
        taxes: usd(30),
        bedTypes: [],
        checkInDate: '07/01/2026',
        checkOutDate: '2026-07-04',
      }),
    ).toThrow();
  });

  // STATES §20 hotels/list/offers, hotels/list/meal-plans, premium-stays/{premier,lifestyle}
  it('hotel search result with every field of the spec', () => {
    const parsed = hotelSearchResultSchema.parse({
      lodging: {
        id: 'l-1',
        name: 'Harbour Hotel',
        starRating: 'Four',
        media: [{ kind: 'ResizableImage', url: 'https://img.example/1.jpg', category: 'Primary' }],
        tripAdvisorReviews: { overallScore: 4.5 },
      },
      lodgingCollection: 'Premier',
      price: {
        nightly: price(199),
        providerName: 'Expedia',
        comparePrices: [{ providerName: 'Elsewhere', nightly: usd(219) }],
        mealPlan: 'BreakfastFor2',
      },
      bestPromotionThisLodging: { promotionType: 'Percentage', discountPercentage: 15 },
      bestOfferThisLodging: { id: 'o-1', title: '$50 off', amount: usd(50) },
      loyaltyProgramCode: 'MAR',
      hasCorporateRates: true,
      nthNightPromotion: { isLocked: true, nth: 4 },
      trackingPropertiesV2: {
        properties: { availability_id: 'a-1', pricing_engine_pricing_id: 'p-1', extra: 1 },
        encryptedProperties: ['enc'],
      },
    });
    expect(parsed.lodgingCollection).toBe('Premier');
    expect(parsed.trackingPropertiesV2?.properties).toMatchObject({ extra: 1 });
    const minimal = hotelSearchResultSchema.parse({
      lodging: { id: 'l-2', name: 'Inn', media: [] },
      price: { nightly: price(99), providerName: 'Agoda' },
    });
    expect(minimal).toMatchObject({
      lodging: { starRating: 'NotAvailable', amenities: [] },
      lodgingCollection: 'NoCollection',
      hasCorporateRates: false,
      price: { comparePrices: [] },
    });
  });
});
