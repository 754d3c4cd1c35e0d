import type { ProductTabId } from '@wayfare/domain';

/** What each product tab offers, in a line. */
export const productDescriptions: Record<ProductTabId, string> = {
  hotels: 'Hotels worldwide, paid with your card, your rewards, or both.',
  cars: 'Rental cars from trusted brands, picked up where you land.',
  flights: 'Flights on every major airline, with price prediction and protections.',
  'premier-collection': 'Luxury hotels with premium benefits on every stay.',
  homes: 'Vacation rentals for families and groups, from cabins to city lofts.',
  'lifestyle-collection': 'Boutique hotels chosen for character and location.',
  packages: 'Flight and hotel together, for less than booking them apart.',
  experiences: 'Tours, tickets and activities at your destination.',
};

/**
 * The Hotels tab without the stays-booking experiment (spec: platform §9 "stays booking"; its
 * screen effect is not specified, the wording is ours).
 */
export const staysBookingUnavailable =
  "Hotel stays can't be booked from your account yet. Vacation rentals are open under Homes.";
