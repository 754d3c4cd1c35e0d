import { BookingScope, hotelShopOf, hotelsCheckoutProduct, useHotelShop } from '@wayfare/booking';
import { browserAssign, ProductCheckout, type CheckoutPageProps } from '@wayfare/checkout';
import {
  chosenRoomRate,
  hotelCheckoutTexts,
  nightsBetween,
  routePaths,
  staysShopPath,
} from '@wayfare/domain';
import { PageLoading } from '@wayfare/ui';
import { Navigate } from 'react-router-dom';
import { HotelLoadFailed, HotelPageNotice } from '../shared/HotelPageNotice';
import { useHotelCheckoutQuery } from './useHotelCheckoutQuery';
import { useHotelCheckoutSetup, type HotelCheckoutSetupInput } from './useHotelCheckoutSetup';

/**
 * The hotel checkout (ours: /stays/book/; products §2 "hotel checkout", §3, §5, §8) on the shared
 * checkout screen: without a rate in the address, back to the hotel; otherwise the hotel loads,
 * then one checkout of the rate the room select offered (a BookingScope of hotels), or, when the
 * hotel no longer offers it, a page that says so.
 */
export function HotelCheckoutPage({
  assignLocation = browserAssign,
  pollDelaysMs,
}: CheckoutPageProps = {}) {
  const { query, trip, isAgentMode, isTravelApp } = useHotelCheckoutQuery();
  const shop = useHotelShop(trip && hotelShopOf(trip));
  if (trip === undefined)
    return (
      <Navigate
        to={
          query.lodgingId
            ? staysShopPath({ ...query, lodgingId: query.lodgingId })
            : routePaths.stays
        }
        replace
      />
    );
  if (shop.isError) return <HotelLoadFailed onRetry={() => void shop.refetch()} />;
  if (!shop.data) return <PageLoading label={hotelCheckoutTexts.loading} />;
  const nights = Math.max(1, nightsBetween(trip.fromDate, trip.untilDate));
  const chosen = chosenRoomRate(shop.data, trip, nights);
  if (!chosen)
    return (
      <HotelPageNotice
        title={hotelCheckoutTexts.rateGone}
        body={hotelCheckoutTexts.rateGoneDetails}
        back={{ href: staysShopPath(trip), label: hotelCheckoutTexts.backToHotel }}
      />
    );
  return (
    <BookingScope product={hotelsCheckoutProduct} trip={trip} isAgentMode={isAgentMode}>
      <HotelCheckout
        trip={trip}
        hotel={shop.data}
        chosen={chosen}
        nights={nights}
        isTravelApp={isTravelApp}
        bookStep={query.bookStep}
        assignLocation={assignLocation}
        pollDelaysMs={pollDelaysMs}
      />
    </BookingScope>
  );
}

/** The checkout screen over the hotel and its rate, inside the checkout's scope. */
function HotelCheckout(props: HotelCheckoutSetupInput) {
  return <ProductCheckout setup={useHotelCheckoutSetup(props)} />;
}
