import type { Fiat } from '../money/money';
import { protectionTerms } from './protectionTerms';

/** spec: products §9 "Missed connection service: cap US$5,000 per passenger" (STATES §26 disruption/offer-missed-connection). */
export function missedConnectionCoverageCap(passengerCount: number): Fiat {
  return {
    value: protectionTerms.missedConnection.capUsdPerPassenger * Math.max(0, passengerCount),
    currencyCode: 'USD',
    currencySymbol: '$',
  };
}

export interface ConnectingBooking {
  readonly isConnecting: boolean;
  /** Marketing carriers of the booking's flights, e.g. ['AA', 'B6']. */
  readonly carriers: readonly string[];
}

/** spec: products §9 "Missed connection service: ... free on multi-carrier connecting bookings". */
export function isMissedConnectionServiceFree(booking: ConnectingBooking): boolean {
  return booking.isConnecting && new Set(booking.carriers).size > 1;
}
