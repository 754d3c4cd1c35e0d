import type { FlightBooking, FlightPriceQuote, FlightTicketingStatus } from '@wayfare/domain';
import type { QuoteSession } from './purchaseState';
import { reservationIdFor } from './reservation';

// Airline record locators leave out the letters and digits read alike (I and 1, O and 0).
const locatorAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** FNV-1a: a few lines, and every character of the text moves the result. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash >>> 0;
}

/** The airline's record locator of a booking: six letters and digits, the same for the same token. */
export function flightLocatorFor(token: string): string {
  return Array.from(
    { length: 6 },
    (_, index) => locatorAlphabet[hashOf(`${token}#${index}`) % locatorAlphabet.length] ?? 'A',
  ).join('');
}

/**
 * A flight booking of a settled quote (products §3 locators, §4 ticket status): the quoted legs
 * and price (the add-ons bought with it, not those it offered), who flies (as the passengers call
 * named them) and who hears. Ticketed, it has the airline's locator; Pending, the airline has not
 * ticketed it yet and there is none. Its number counts like vacation rentals' reservations.
 */
export function flightBookingFor(
  quote: FlightPriceQuote,
  passengers: NonNullable<QuoteSession['flightPassengers']>,
  fulfilToken: string,
  sequence: number,
  ticketingStatus: FlightTicketingStatus,
): FlightBooking {
  const {
    type: _type,
    sessionToken: _token,
    orderedProductId: _id,
    isInternational: _international,
    addOnOffers: _offers,
    confirmationDetailsErrors: _c,
    ...terms
  } = quote;
  return {
    id: { value: reservationIdFor(sequence) },
    ...(ticketingStatus === 'Ticketed' && { locator: flightLocatorFor(fulfilToken) }),
    ticketingStatus,
    ...terms,
    passengers: passengers.passengers.map(({ kind, givenName, surname }) => ({
      kind,
      givenName,
      surname,
    })),
    emailAddress: passengers.emailAddress,
  };
}
