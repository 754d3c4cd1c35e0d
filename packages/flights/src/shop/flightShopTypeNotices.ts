import type { FlightShopType } from '@wayfare/domain';

/**
 * What the list is for when it is not a plain search (products §2 flightShopType; the wording is
 * ours, the rules those of products §5 and §9).
 */
export const flightShopTypeNotices: Readonly<Record<FlightShopType, string | undefined>> = {
  default: undefined,
  'chfar-exercise':
    'Changing your trip with Change for any reason: choose the new flight. It must depart within a year.',
  'dp-exercise':
    'Rebooking with disruption protection: choose a flight on the same or the next day, between the same airports, in the same or a lower fare class.',
  'pf-purchase': 'Freezing a price: choose the flight and fare whose price you want to keep.',
  'pf-exercise': 'Booking your frozen price: choose the flight and fare you froze.',
};
