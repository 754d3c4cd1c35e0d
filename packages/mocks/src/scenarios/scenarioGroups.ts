import type { Area } from '../handlers';

/**
 * The areas each scenario group may override. A group named after an area overrides only that
 * area; a checkout state often needs a few (a wallet and the quote it pays for, a corporate
 * session and its policy tier), so its group lists them.
 */
export const scenarioGroupAreas = {
  session: ['session', 'experiment'],
  experiment: ['experiment'],
  rewards: ['rewards'],
  search: ['search'],
  // The hotel list's calls, the hotel page's (its rooms, their quotes) and the booking's.
  hotels: ['hotels', 'hotelShop', 'purchase'],
  // A premium stay's page, and its checkout's wallet (pay-at-hotel stays take no credit).
  'premium-stays': ['hotelShop', 'wallet'],
  // STATES §29: a hotel booking's failures are the booking call's.
  'hotel-book': ['purchase'],
  // STATES §28: a flight booking's failures and outcomes are the booking call's.
  'flight-book': ['purchase'],
  // STATES §25, §26: a flight's add-on offers are its quote's.
  'flight-cfar': ['purchase'],
  disruption: ['purchase'],
  shop: ['shop'],
  // The listings' booked nights are one calendar that search, shop and the quote read too.
  calendar: ['calendar', 'search', 'shop', 'purchase'],
  // The fault matrix's cells (`checkout/fault/…`) fail a purchase call or payments/verify.
  checkout: [
    'travelers',
    'rewards',
    'conversion',
    'wallet',
    'session',
    'policy',
    'purchase',
    'payments',
  ],
  quote: ['purchase'],
  'main-guest': ['purchase'],
  fulfil: ['purchase'],
  confirmation: ['purchase', 'experiment', 'rewards'],
  payment: ['payments'],
  'payment-methods': ['payments'],
  travelers: ['travelers', 'session'],
  wallet: ['wallet'],
  favorites: ['wishlists'],
  trips: ['trips'],
  // STATES §22: the self-serve flight cancellation's calls are the trips area's.
  'flight-cancel': ['trips'],
  // The flight exchange's calls are part of the trips area (handlers/flightExchange.ts).
  'flight-exchange': ['trips'],
  // STATES §27: the flight shop's states are its answer's; the checkout's quote finds its fares.
  flights: ['flights', 'purchase'],
} as const satisfies Record<string, readonly Area[]>;

export type ScenarioGroup = keyof typeof scenarioGroupAreas;
