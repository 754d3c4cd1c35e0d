import type { FlightTicketingStatus } from './flightPurchase';

/**
 * The flight confirmation's words (ours: products §4 ticket status; the spec gives no flight
 * confirmation wording): ticketed says it as platform §2's banner does for a stay; pending says
 * what follows.
 */
export const flightConfirmationBanners: Record<FlightTicketingStatus, string> = {
  Ticketed: 'Confirmed, your flights are booked and ticketed.',
  Pending:
    'Your booking is made and the airline is issuing your tickets. We will email you once they are issued; My Trips shows the booking meanwhile.',
};

export const flightConfirmationTexts = {
  loading: 'Loading your booking',
  flightsHeading: 'Your flights',
  passengersHeading: 'Passengers',
  /** The add-ons bought with the flights (flightAddOns). */
  addOnsHeading: 'Your protection',
  /** The airline's record locator (products §3 "locators"). */
  airlineLocator: (locator: string) => `Airline confirmation code: ${locator}`,
  awaitingLocator: 'The airline confirmation code comes with your tickets.',
  paidHeading: 'Total paid',
} as const;
