import { nightsBetween, type HotelBooking, type Trip } from '@wayfare/domain';
import { signedInSession } from '../fixtures/sessionInfo';
import { hotelTrip } from '../fixtures/trips/tripBuilders';
import type { FulfilSession } from './purchaseState';

const tripStatus = {
  Confirmed: 'Confirmed',
  Pending: 'PendingConfirm',
  Unavailable: 'Failure',
} as const satisfies Record<HotelBooking['confirmationResult'], Trip['status']>;

/**
 * A hotel booked through the checkout as My Trips lists it: the booking `fulfill/poll` answered
 * (its number, the hotel's answer as the trip's status, the room, guests and main guest) and what
 * was paid for it.
 */
export function purchasedHotelTrip(
  session: FulfilSession,
  booking: HotelBooking,
  bookedAt: string,
): Trip {
  const { userInfo } = signedInSession;
  const { checkInDate, checkOutDate, subtotal, taxes } = booking.pricing;
  const total = booking.total.fiat;
  const address = booking.lodging.location?.address;
  const city = booking.lodging.location?.city;
  return {
    ...hotelTrip({
      id: booking.id.value,
      locator: booking.id.value,
      status: tripStatus[booking.confirmationResult],
      bookedAt,
      email: booking.emailAddress ?? userInfo.email,
      travelers: [
        {
          name: booking.mainGuestName || `${userInfo.firstName} ${userInfo.lastName ?? ''}`.trim(),
          kind: 'Adult',
        },
      ],
      hotel: {
        name: booking.lodgingName,
        address: [address, city].filter(Boolean).join(', ') || booking.lodgingName,
      },
      checkInOn: checkInDate,
      nights: nightsBetween(checkInDate, checkOutDate),
      rooms: booking.guests.rooms,
      guests: booking.guests.adults + booking.guests.children,
      ...(booking.roomName !== undefined && { roomName: booking.roomName }),
    }),
    total,
    receipt: {
      lines: [
        { label: 'Room', amount: subtotal },
        { label: 'Taxes and fees', amount: taxes },
      ],
      total,
      paidWith: session.paidWith ?? 'Card on file',
    },
  };
}
