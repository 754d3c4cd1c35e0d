import { shopHotel, type HotelShopQuery } from '@wayfare/api';
import { refundableRoomOffering, type HotelShop, type OfferedRoom } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { scenarioTestKit } from '../testing/scenarioTestKit';

const { api, play } = scenarioTestKit();

/** The Lakefront Grand, three nights, two adults. */
const lakefront: HotelShopQuery = {
  lodgingId: 'hotel-the-lakefront-grand',
  stayDates: { from: '2026-08-10', until: '2026-08-13' },
  adults: 2,
  childAges: [],
  roomsCount: 1,
};

const offered = (shop: HotelShop): OfferedRoom[] =>
  refundableRoomOffering(shop.rooms, shop.refundableRoomQuotes, {
    model: shop.refundableRoomModel,
    nights: 3,
  });
const variantsPerRoom = (shop: HotelShop) =>
  offered(shop).map(
    (room) => room.products.filter((product) => product.variant.type === 'RefundableRoom').length,
  );

describe('POST hotels/shop', () => {
  it('answers the hotel, its rooms priced for the stay with the cheapest rate first, and a quote per room', async () => {
    const shop = await shopHotel(api, lakefront);
    expect(shop.lodging.name).toBe('The Lakefront Grand');
    expect(shop.lodgingCollection).toBe('Premier');
    expect(shop.rooms.length).toBeGreaterThan(2);
    for (const room of shop.rooms) {
      const totals = room.products.map((product) => product.totalDiscountAware.fiat.value);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    }
    expect(shop.refundableRoomQuotes).toHaveLength(shop.rooms.length);
    expect(variantsPerRoom(shop).every((count) => count === 1)).toBe(true);
  });

  it('leaves out the rooms too small for a room’s share of the guests', async () => {
    const all = await shopHotel(api, lakefront);
    const crowded = await shopHotel(api, { ...lakefront, adults: 4 });
    expect(crowded.rooms.length).toBeLessThan(all.rooms.length);
    for (const room of crowded.rooms) expect(room.roomInfo.maxGuests).toBeGreaterThanOrEqual(4);
  });

  it('answers 404 for a hotel it does not have', async () => {
    await expect(
      shopHotel(api, { ...lakefront, lodgingId: 'hotel-nowhere' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('the room-select scenarios give the refundable-room offering each names (STATES §20)', () => {
  it.each([
    'hotels/room-select/default-only',
    'hotels/room-select/v1-not-issuer-refundable',
    'hotels/room-select/legacy-policy-disallows',
    'hotels/room-select/legacy-cheaper-later',
  ] as const)('%s: no refundable variant', async (scenario) => {
    play(scenario);
    const shop = await shopHotel(api, lakefront);
    expect(variantsPerRoom(shop).every((count) => count === 0)).toBe(true);
  });

  it('one-per-room: every rate quoted, one variant a room', async () => {
    play('hotels/room-select/one-per-room');
    const shop = await shopHotel(api, lakefront);
    expect(shop.refundableRoomQuotes.length).toBeGreaterThan(shop.rooms.length);
    expect(variantsPerRoom(shop).every((count) => count === 1)).toBe(true);
  });

  it('scenario-flag: every room is flagged', async () => {
    play('hotels/room-select/scenario-flag');
    const rooms = offered(await shopHotel(api, lakefront));
    expect(rooms.every((room) => room.hasNonRefundablePremiumAndPartiallyRefundableOptions)).toBe(
      true,
    );
  });

  it('price-freeze-offer: every product offers a freeze', async () => {
    play('hotels/room-select/price-freeze-offer');
    const shop = await shopHotel(api, lakefront);
    for (const product of shop.rooms.flatMap((room) => room.products))
      expect(product.priceFreezeOffer?.durationHours).toBe(72);
  });
});
