import {
  chosenRoomRate,
  type Fiat,
  type HotelPriceQuote,
  type HotelQuoteRequest,
  type PurchaseError,
  type QuotePollAnswer,
} from '@wayfare/domain';
import { rewardsPriceFor } from '../fixtures/listings/rewardsPrice';
import { knownRewardsAccounts } from '../fixtures/rewardsAccounts';
import { hotelShopFor, requestedNights } from './hotelShop';
import type { QuoteIdentity, QuotePricing } from './priceQuote';

/** What a hotel quote asks for (the `value` of its request). */
export type HotelQuoteAsked = HotelQuoteRequest['value'];

const failure = (code: string, message: string): QuotePollAnswer<HotelPriceQuote> => ({
  QuoteResponse: 'Failure',
  errors: [{ kind: 'ProductError', code, message } satisfies PurchaseError],
});

/**
 * A hotel's quote (products §3, §7 "hotel price quote"): the rate the hotel page offered for the
 * stay, found among the same rooms and refundable variants (so the total is the one the room
 * select showed), with the agent fee and a scenario's price change added, priced in every
 * rewards account. Paid at the hotel, nothing is due now. A hotel the backend does not have is
 * NotAvailable, a rate it no longer offers RateNotAvailable (products §8).
 */
export function hotelPriceQuoteFor(
  asked: HotelQuoteAsked,
  identity: QuoteIdentity,
  pricing: QuotePricing = {},
): QuotePollAnswer<HotelPriceQuote> {
  const nights = requestedNights(asked);
  const shop = nights >= 1 ? hotelShopFor(asked, nights) : undefined;
  if (!shop) return failure('NotAvailable', 'This hotel is not available for these dates.');
  const chosen = chosenRoomRate(shop, asked, nights);
  if (!chosen) return failure('RateNotAvailable', 'This rate is no longer available.');

  const { product, room } = chosen;
  const { currencyCode, currencySymbol } = chosen.total.fiat;
  const fiat = (value: number): Fiat => ({
    value: Math.round(value * 100) / 100,
    currencyCode,
    currencySymbol,
  });
  const total = fiat(chosen.total.fiat.value + asked.agentFee + (pricing.priceChange ?? 0));
  // The city's taxes on what the room costs once discounted; the premium and fees are not taxed.
  const taxes = fiat(
    product.totalDiscountAware.fiat.value - product.nightlyDiscountAware.fiat.value * nights,
  );
  const { variant } = product;
  return {
    QuoteResponse: 'Success',
    quote: {
      type: 'Hotel',
      sessionToken: { value: identity.sessionToken },
      orderedProductId: identity.orderedProductId,
      lodgingId: shop.lodging.id,
      lodgingName: shop.lodging.name,
      lodgingCollection: shop.lodgingCollection,
      roomId: room.roomId,
      ...(room.name !== undefined && { roomName: room.name }),
      rateId: product.rateId,
      ...(product.mealPlan !== undefined && { mealPlan: product.mealPlan }),
      paymentTiming: product.paymentTiming,
      cancellationPolicy:
        variant.type === 'RefundableRoom' ? variant.cancellationPolicy : product.cancellationPolicy,
      ...(variant.type === 'RefundableRoom' && {
        refundableRoom: {
          quoteId: variant.quoteId,
          premium: variant.premiumPrices,
          coveragePercentage: variant.coveragePercentage,
          coverageAmount: variant.coverageAmount,
          pricingDescription: variant.pricingDescription,
        },
      }),
      total: rewardsPriceFor(total, pricing.rewardsAccounts ?? knownRewardsAccounts),
      pricing: {
        payNowTotal: product.paymentTiming === 'PayLater' ? fiat(0) : total,
        subtotal: fiat(total.value - taxes.value),
        taxes,
        bedTypes: product.bedTypes ?? [],
        checkInDate: asked.stayDetails.dateRange.from,
        checkOutDate: asked.stayDetails.dateRange.until,
      },
      errors: [],
      confirmationDetailsErrors: [...(pricing.confirmationDetailsErrors ?? [])],
    },
  };
}
