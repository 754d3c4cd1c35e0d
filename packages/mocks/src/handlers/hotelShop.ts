import {
  apiBasePath,
  hotelShopRequestSchema,
  nightsBetween,
  parseIsoDate,
  starRatingText,
  type HotelShop,
  type HotelShopRequest,
  type RefundableRoomModel,
  type RoomInfoProduct,
} from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { hotelFixtures, type HotelFixture } from '../fixtures/hotels/hotelFixtures';
import { roomInfoProductsFor } from '../fixtures/hotels/hotelStayPricing';
import {
  defaultRefundableRoomQuoting,
  refundableRoomQuotesFor,
  type RefundableRoomQuoting,
} from '../fixtures/hotels/refundableRoomQuotes';

const shopPath = `*${apiBasePath}/hotels/shop`;

/** How the hotel page's call answers: which hotels, how rates are quoted, which model applies. */
export interface HotelShopOptions {
  readonly hotels?: readonly HotelFixture[];
  /** How the rates are quoted; `null`: none is. */
  readonly quoting?: RefundableRoomQuoting | null;
  readonly model?: RefundableRoomModel;
  /** Every rate offers a price freeze (products §3 priceFreezeOffer). */
  readonly priceFreezeOffers?: boolean;
}

/** A freeze of the rate for three days, its deposit 5% of the stay, covering up to $500 (products §9). */
function withPriceFreezeOffers(rooms: RoomInfoProduct[]): RoomInfoProduct[] {
  return rooms.map((room) => ({
    ...room,
    products: room.products.map((product) => ({
      ...product,
      priceFreezeOffer: {
        id: `price-freeze-${product.rateId}`,
        deposit: {
          fiat: {
            ...product.total.fiat,
            value: Math.round(product.total.fiat.value * 5) / 100,
          },
        },
        durationHours: 72,
        cap: { value: 500, currencyCode: 'USD', currencySymbol: '$' },
      },
    })),
  }));
}

/** What the hotel says of itself: written from what it is, the same words every run. */
const descriptionOf = (hotel: HotelFixture) => {
  const { name, starRating, location } = hotel.lodging;
  const stars = starRatingText(starRating) ?? 'hotel';
  return `${name} is a ${stars} in ${location.neighbourhood}, ${location.city}, at ${location.address}. ${hotel.rooms.length} kinds of room, from the ${hotel.rooms[0]?.name ?? 'standard room'} up.`;
};

/**
 * A hotel's page for a stay, as `hotels/shop` answers it and a hotel quote prices it: the hotel,
 * its rooms that fit a room's share of the guests priced for the nights (cheapest rate first), the
 * cancel-for-any-reason quotes on their rates, and the refundable-room model; undefined for a
 * hotel the backend does not have.
 */
export function hotelShopFor(
  request: HotelShopRequest,
  nights: number,
  {
    hotels = hotelFixtures,
    quoting = defaultRefundableRoomQuoting,
    model = 'V1',
    priceFreezeOffers = false,
  }: HotelShopOptions = {},
): HotelShop | undefined {
  const hotel = hotels.find((candidate) => candidate.lodging.id === request.lodgingId);
  if (!hotel) return undefined;
  const { guestDetails, roomsCount } = request;
  const perRoom = Math.ceil((guestDetails.adults + guestDetails.children.length) / roomsCount);
  const priced = roomInfoProductsFor(hotel, nights).filter(
    (room) => (room.roomInfo.maxGuests ?? 0) >= perRoom,
  );
  const rooms = priceFreezeOffers ? withPriceFreezeOffers(priced) : priced;
  return {
    lodging: hotel.lodging,
    lodgingCollection: hotel.lodgingCollection,
    description: descriptionOf(hotel),
    checkInTime: '15:00',
    checkOutTime: '11:00',
    ...(hotel.loyaltyProgramCode !== undefined && {
      loyaltyProgramCode: hotel.loyaltyProgramCode,
    }),
    hasCorporateRates: hotel.hasCorporateRates,
    ...(hotel.promotion !== undefined && { bestPromotionThisLodging: hotel.promotion }),
    ...(hotel.bestOffer !== undefined && { bestOfferThisLodging: hotel.bestOffer }),
    rooms,
    refundableRoomQuotes: quoting ? refundableRoomQuotesFor(rooms, quoting) : [],
    refundableRoomModel: model,
  };
}

/** The nights of a request's stay; 0 when its dates are unreadable or backwards. */
export function requestedNights(
  request: Pick<HotelShopRequest, 'stayDetails'> | undefined,
): number {
  const from = parseIsoDate(request?.stayDetails.dateRange.from);
  const until = parseIsoDate(request?.stayDetails.dateRange.until);
  return from && until ? nightsBetween(from, until) : 0;
}

/**
 * `POST hotels/shop` (ours): the hotel's page for the stay (hotelShopFor). An unknown hotel is a
 * 404, an unreadable body or a backwards stay a 400.
 */
export function hotelShopHandlers(options: HotelShopOptions = {}) {
  return [
    http.post(shopPath, async ({ request }) => {
      const parsed = hotelShopRequestSchema.safeParse(await request.json().catch(() => undefined));
      const nights = requestedNights(parsed.data);
      if (!parsed.success || nights < 1)
        return HttpResponse.json({ message: 'Invalid Request.' }, { status: 400 });
      const shop = hotelShopFor(parsed.data, nights, options);
      if (!shop) return HttpResponse.json({ message: 'Hotel not found.' }, { status: 404 });
      return HttpResponse.json({ value: shop });
    }),
  ];
}
