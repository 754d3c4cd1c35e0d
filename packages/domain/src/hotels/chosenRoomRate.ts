import type { Price } from '../money/money';
import type { HotelShop } from './hotelShop';
import { addPremium, refundableRoomOffering, type OfferedRoom } from './refundableRoomOffering';
import type { OfferedRoomProduct } from './roomProductVariant';

/** What a traveller chose on the room select: a room's rate, as its refundable variant or not. */
export interface RoomRateChoice {
  readonly roomId: string;
  readonly rateId: string;
  /** The cancel-for-any-reason quote of a refundable room (products §4). */
  readonly refundableRoomQuoteId?: string | undefined;
}

/**
 * An offered rate's prices as the room select shows them and the checkout charges them: a night
 * and the stay, discounts applied, a refundable room's premium added (products §4).
 */
export function offeredRoomProductPrices(product: OfferedRoomProduct): {
  readonly nightly: Price;
  readonly total: Price;
} {
  const { variant } = product;
  return variant.type === 'RefundableRoom'
    ? {
        nightly: addPremium(product.nightlyDiscountAware, variant.premiumPricesPerNight),
        total: addPremium(product.totalDiscountAware, variant.premiumPrices),
      }
    : { nightly: product.nightlyDiscountAware, total: product.totalDiscountAware };
}

export interface ChosenRoomRate {
  readonly room: OfferedRoom['roomInfo'];
  readonly product: OfferedRoomProduct;
  readonly nightly: Price;
  readonly total: Price;
}

/**
 * The chosen rate among the hotel's offered rooms (the same offering the room select shows, so
 * a refundable room is found only where the page offered it), with its prices; undefined when
 * the hotel no longer offers it.
 */
export function chosenRoomRate(
  shop: Pick<HotelShop, 'rooms' | 'refundableRoomQuotes' | 'refundableRoomModel'>,
  choice: RoomRateChoice,
  nights: number,
): ChosenRoomRate | undefined {
  const room = refundableRoomOffering(shop.rooms, shop.refundableRoomQuotes, {
    model: shop.refundableRoomModel,
    nights,
  }).find((offered) => offered.roomInfo.roomId === choice.roomId);
  const product = room?.products.find(
    (offered) =>
      offered.rateId === choice.rateId &&
      (choice.refundableRoomQuoteId
        ? offered.variant.type === 'RefundableRoom' &&
          offered.variant.quoteId === choice.refundableRoomQuoteId
        : offered.variant.type === 'Default'),
  );
  if (!room || !product) return undefined;
  return { room: room.roomInfo, product, ...offeredRoomProductPrices(product) };
}

/** A room's refundable variant as the room select offers it, as a choice; undefined when it offers none. */
export function refundableRoomChoice(
  shop: Pick<HotelShop, 'rooms' | 'refundableRoomQuotes' | 'refundableRoomModel'>,
  roomId: string,
  nights: number,
): Required<RoomRateChoice> | undefined {
  const room = refundableRoomOffering(shop.rooms, shop.refundableRoomQuotes, {
    model: shop.refundableRoomModel,
    nights,
  }).find((offered) => offered.roomInfo.roomId === roomId);
  for (const product of room?.products ?? [])
    if (product.variant.type === 'RefundableRoom')
      return { roomId, rateId: product.rateId, refundableRoomQuoteId: product.variant.quoteId };
  return undefined;
}
