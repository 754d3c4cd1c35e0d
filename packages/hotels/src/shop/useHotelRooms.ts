import { hotelShopOf, useHeaderRewards, useHotelShop } from '@wayfare/booking';
import {
  nightsBetween,
  parseIsoDate,
  refundableRoomOffering,
  type StaysShopQuery,
} from '@wayfare/domain';
import { useMemo } from 'react';

/**
 * A hotel and its rooms for a stay: the call's answer, the rooms as the room select offers them
 * (products §4: a refundable variant beside a rate with a valid quote, under the model the backend
 * names), the stay's nights, and the rewards account whose currency a Miles booking shows.
 */
export function useHotelRooms(query: StaysShopQuery) {
  const shop = useHotelShop(
    query.lodgingId ? hotelShopOf({ ...query, lodgingId: query.lodgingId }) : undefined,
  );
  const { selected } = useHeaderRewards();
  const from = parseIsoDate(query.fromDate);
  const until = parseIsoDate(query.untilDate);
  const nights = from && until ? Math.max(1, nightsBetween(from, until)) : 1;
  const rooms = useMemo(
    () =>
      shop.data
        ? refundableRoomOffering(shop.data.rooms, shop.data.refundableRoomQuotes, {
            model: shop.data.refundableRoomModel,
            nights,
          })
        : [],
    [shop.data, nights],
  );
  return {
    /** The stay the rooms are for, which a chosen rate's checkout books. */
    stay: query,
    shop,
    rooms,
    nights,
    rewardsAccountReferenceId:
      query.hotelBookType === 'Miles' ? selected?.accountReferenceId : undefined,
  };
}

export type HotelRooms = ReturnType<typeof useHotelRooms>;
