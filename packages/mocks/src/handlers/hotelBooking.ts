import {
  nightsBetween,
  parseIsoDate,
  hotelCheckInMinimumAge,
  type HotelBooking,
  type HotelConfirmationResult,
  type HotelPriceQuote,
  type PurchaseError,
} from '@wayfare/domain';
import { hotelFixtures } from '../fixtures/hotels/hotelFixtures';
import type { HotelQuoteAsked } from './hotelPriceQuote';
import type { QuoteSession } from './purchaseState';
import { reservationIdFor } from './reservation';

/** Whole years from a date of birth to a day; undefined when either date is unreadable. */
function ageOn(dateOfBirth: string | undefined, day: string): number | undefined {
  const born = parseIsoDate(dateOfBirth);
  const on = parseIsoDate(day);
  if (!born || !on) return undefined;
  return Math.floor(nightsBetween(born, on) / 365.25);
}

/**
 * The hotel's own refusal of the main guest (products §3, §5 CheckInMinimumAgeNotMet): younger
 * than the check-in age on the day of check-in. A guest without a date of birth is not refused.
 */
export function mainGuestRefusal(
  session: QuoteSession,
  quote: HotelPriceQuote,
): PurchaseError | undefined {
  const age = ageOn(session.mainGuest?.dateOfBirth, quote.pricing.checkInDate);
  return age !== undefined && age < hotelCheckInMinimumAge
    ? {
        kind: 'ProductError',
        code: 'CheckInMinimumAgeNotMet',
        message: `The main guest must be ${hotelCheckInMinimumAge} or older to check in.`,
      }
    : undefined;
}

/**
 * A hotel booking of a settled quote (products §3 confirmation results; §4 statuses): a
 * confirmed booking has the hotel's confirmation code, a pending one waits for the hotel, an
 * unavailable one was refused after the booking was taken. Its number counts like vacation
 * rentals' reservations.
 */
export function hotelBookingFor(
  quote: HotelPriceQuote,
  asked: HotelQuoteAsked,
  session: QuoteSession,
  sequence: number,
  confirmationResult: HotelConfirmationResult,
): HotelBooking {
  const hotel = hotelFixtures.find((candidate) => candidate.lodging.id === quote.lodgingId);
  const {
    type: _type,
    sessionToken: _token,
    orderedProductId: _id,
    errors: _e,
    confirmationDetailsErrors: _c,
    ...terms
  } = quote;
  const id = reservationIdFor(sequence);
  return {
    id: { value: id },
    confirmationResult,
    status: (
      { Confirmed: 'Confirmed', Pending: 'PendingConfirm', Unavailable: 'Failure' } as const
    )[confirmationResult],
    ...(confirmationResult === 'Confirmed' && { confirmationCode: `H${id.slice(3)}${sequence}` }),
    ...terms,
    lodging: hotel?.lodging ?? {
      id: quote.lodgingId,
      name: quote.lodgingName,
      starRating: 'NotAvailable',
      media: [],
      amenities: [],
    },
    guests: {
      adults: asked.guestDetails.adults,
      children: asked.guestDetails.children.length,
      rooms: asked.roomsCount,
    },
    ...(session.mainGuest && { mainGuestName: session.mainGuest.name }),
    ...(session.mainGuest?.emailAddress && { emailAddress: session.mainGuest.emailAddress }),
  };
}
