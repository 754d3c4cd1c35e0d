import { useAddressQuery } from '@wayfare/booking';
import {
  buildStaysShopQuery,
  noHotelResultsFilters,
  parseStaysShopQuery,
  routePaths,
  staysAvailabilityPath,
  type StaysShopQuery,
} from '@wayfare/domain';
import { HotelShopView } from './HotelShopView';
import { hotelPageTexts } from './hotelPageTexts';
import { useHotelRooms } from './useHotelRooms';

/** `buildStaysShopQuery` wants the hotel; a page without one never writes its address. */
const buildShopAddress = (query: StaysShopQuery) =>
  query.lodgingId ? buildStaysShopQuery({ ...query, lodgingId: query.lodgingId }) : '';

/**
 * A hotel's page and room select (ours: /stays/shop/ with the stay, the guests and how it is
 * paid in the address), leading back to the search it came from.
 */
export function HotelPage() {
  const [query] = useAddressQuery(parseStaysShopQuery, buildShopAddress);
  const hotelRooms = useHotelRooms(query);
  return (
    <HotelShopView
      {...hotelRooms}
      hasLodging={query.lodgingId !== undefined}
      back={{
        href: query.placeTerm
          ? staysAvailabilityPath({ ...query, filters: noHotelResultsFilters })
          : routePaths.stays,
        label: hotelPageTexts.backToSearch,
      }}
    />
  );
}
