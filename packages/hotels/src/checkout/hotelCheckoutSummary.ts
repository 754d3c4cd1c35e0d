import type { HotelTrip } from '@wayfare/booking';
import { childrenOfCount, type HotelShop } from '@wayfare/domain';
import type { TripSummaryCardProps } from '@wayfare/ui';

/** The trip summary card's facts for the hotel and the stay of the checkout's address. */
export function hotelCheckoutSummary(hotel: HotelShop, trip: HotelTrip): TripSummaryCardProps {
  const { lodging } = hotel;
  const [photo] = lodging.media;
  const place = lodging.location;
  return {
    listingName: lodging.name,
    ...(photo ? { photo: { url: photo.url, alt: lodging.name } } : {}),
    location: place?.address ?? [place?.neighbourhood, place?.city].filter(Boolean).join(', '),
    stayDates: { from: trip.fromDate, until: trip.untilDate },
    guests: {
      adultsCount: trip.adultsCount,
      children: childrenOfCount(trip.childrenCount),
      petsCount: 0,
      roomsCount: trip.roomsCount,
    },
    ...(hotel.checkInTime ? { checkInTime: hotel.checkInTime } : {}),
    ...(hotel.checkOutTime ? { checkOutTime: hotel.checkOutTime } : {}),
  };
}
