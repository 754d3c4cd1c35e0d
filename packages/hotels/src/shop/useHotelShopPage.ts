import { useAddressQuery, useHeaderRewards, useHotelShop } from '@wayfare/booking';
import {
  buildStaysShopQuery,
  nightsBetween,
  parseIsoDate,
  parseStaysShopQuery,
  refundableRoomOffering,
  type StaysShopQuery,
} from '@wayfare/domain';
import { useMemo } from 'react';
import { hotelShopOf } from './hotelShopOf';

/** `buildStaysShopQuery` wants the hotel; a page without one never writes its address. */
const buildShopAddress = (query: StaysShopQuery) =>
  query.lodgingId ? buildStaysShopQuery({ ...query, lodgingId: query.lodgingId }) : '';

/**
 * The hotel page's state: its address (the hotel, the stay, the guests, how it is paid), the
 * hotel and its rooms for that stay, the rooms as the room select offers them (products §4: a
 * refundable variant beside a rate with a valid quote, under the model the backend names), and the
 * rewards account whose currency a Miles booking shows.
 */
export function useHotelShopPage() {
  const [query] = useAddressQuery(parseStaysShopQuery, buildShopAddress);
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
    query,
    shop,
    rooms,
    nights,
    rewardsAccountReferenceId:
      query.hotelBookType === 'Miles' ? selected?.accountReferenceId : undefined,
  };
}
