import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useBookingEnvironment, useToday } from '@wayfare/booking';
import {
  parsePremiumStaysShopDetailsQuery,
  parseStaysShopQuery,
  routePaths,
  unlistedRoutePaths,
  type PremiumStaysSource,
} from '@wayfare/domain';
import { useSearchParams } from 'react-router-dom';
import { HotelShopView } from '../shop/HotelShopView';
import { useHotelRooms } from '../shop/useHotelRooms';
import { CollectionBanner } from './CollectionBanner';
import { premiumStayTexts } from './premiumStayTexts';

/** Where "back" leads from a premium stay, by where the traveller came from (products §2 source). */
const backHref: Record<PremiumStaysSource, string> = {
  MyTrips: unlistedRoutePaths.trips,
  Email: routePaths.home,
  SearchPage: routePaths.stays,
  OffersSearchPage: routePaths.premiumOffers,
  Unknown: routePaths.home,
};

/**
 * A Premier or Lifestyle Collection stay (spec: products §2 /premium-stays/shop-details/ with
 * lodgingId, source and unavailable; STATES §20 premium-stays/*): the collection's banner and
 * benefits over the hotel's details, its rooms priced for the default stay (the address carries no
 * dates), or, when the address says it is unavailable, that notice instead of the rooms. "Back"
 * leads where the source says the traveller came from.
 */
export function PremiumStayPage() {
  const [searchParams] = useSearchParams();
  const today = useToday();
  const { tenant } = useBookingEnvironment();
  const premium = parsePremiumStaysShopDetailsQuery(searchParams);
  // The spec's address has no stay: the listing defaults (tomorrow, two nights, the tenant's adults).
  const stay = parseStaysShopQuery('', { today, tenant });
  const hotelRooms = useHotelRooms({ ...stay, lodgingId: premium.lodgingId });
  const collection = hotelRooms.shop.data?.lodgingCollection;
  return (
    <HotelShopView
      {...hotelRooms}
      hasLodging={premium.lodgingId !== undefined}
      back={{ href: backHref[premium.source], label: premiumStayTexts.back[premium.source] }}
      banner={
        collection !== undefined && collection !== 'NoCollection' ? (
          <CollectionBanner collection={collection} />
        ) : undefined
      }
      roomsUnavailable={
        premium.unavailable ? (
          <Alert severity="warning">
            <AlertTitle>{premiumStayTexts.unavailableTitle}</AlertTitle>
            {premiumStayTexts.unavailableBody}
          </Alert>
        ) : undefined
      }
    />
  );
}
