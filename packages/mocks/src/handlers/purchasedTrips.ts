import { nightsBetween, type Trip } from '@wayfare/domain';
import { defaultListingFixture } from '../fixtures/listings/listings';
import { signedInSession } from '../fixtures/sessionInfo';
import { homeTrip } from '../fixtures/trips/tripBuilders';
import { homeStayReceipt, tripHomeOfListing } from '../fixtures/trips/tripHomeOfListing';
import { listingFixtureById } from './listingById';
import { purchasedFlightTrip } from './purchasedFlightTrip';
import { purchasedHotelTrip } from './purchasedHotelTrip';
import { fulfilSessionStore, quoteSessionStore, type FulfilSession } from './purchaseState';
import { reservationFor } from './reservation';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * A home booked through the checkout as My Trips lists it: the reservation `fulfill/poll` answered
 * (its number as the trip's id and confirmation code, its stay and host code), the listing's own
 * details, the guests asked for, and the price and main guest of its quote.
 */
function purchasedHomeTrip(session: FulfilSession, bookedAt: string): Trip {
  const quote = quoteSessionStore.get(session.quoteToken);
  // As fulfil.ts does: a booking of a quote this backend never gave books the default listing.
  const fixture = listingFixtureById(quote?.request.listingId) ?? defaultListingFixture;
  const reservation = reservationFor(fixture, quote?.request, session.sequence);
  const { from, until } = reservation.stayDates;
  const nights = nightsBetween(from, until);
  const { userInfo } = signedInSession;
  const mainGuest = quote?.mainGuest;
  const hostConfirmationCode = text(
    reservation.providerAdditionalReservationInfo?.hostConfirmationCode,
  );
  const receipt = quote?.priced
    ? {
        lines: [...quote.priced.groupedItems],
        total: quote.priced.sellPrice,
        paidWith: session.paidWith ?? 'Card on file',
      }
    : homeStayReceipt(fixture, nights);
  return {
    ...homeTrip({
      ...tripHomeOfListing(fixture),
      id: reservation.id.value,
      locator: reservation.id.value,
      bookedAt,
      email: mainGuest?.emailAddress ?? userInfo.email,
      travelers: [
        {
          name: mainGuest?.name || `${userInfo.firstName} ${userInfo.lastName ?? ''}`.trim(),
          kind: 'Adult',
        },
      ],
      checkInOn: from,
      nights,
      guests: Math.max(1, quote?.request.stay.guests ?? 1),
      ...(hostConfirmationCode ? { hostConfirmationCode } : {}),
    }),
    total: receipt.total,
    receipt,
  };
}

/**
 * The homes, hotels and flights booked this session (spec: platform §4 Fulfil), the latest first: each
 * booking whose poll answered its reservation or hotel booking. Derived from the purchase state,
 * so they go with it on a reset.
 */
export function purchasedTrips(): Trip[] {
  return fulfilSessionStore
    .all()
    .flatMap((session) => {
      const { bookedAt, hotelBooking, flightBooking } = session;
      if (bookedAt === undefined) return [];
      if (hotelBooking) return [purchasedHotelTrip(session, hotelBooking, bookedAt)];
      if (flightBooking) {
        const quoted = quoteSessionStore.get(session.quoteToken);
        const asked = quoted?.flight;
        const trip =
          asked && purchasedFlightTrip(session, flightBooking, asked, bookedAt, quoted.flightShop);
        return trip ? [trip] : [];
      }
      return [purchasedHomeTrip(session, bookedAt)];
    })
    .reverse();
}
