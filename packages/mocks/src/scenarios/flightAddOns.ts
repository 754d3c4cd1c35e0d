import { purchaseHandlers } from '../handlers/purchase';
import type { Scenario } from './scenario';

/**
 * STATES §25 and §26: the add-ons a flight's quote offers beside its fares (handlers/
 * flightPriceQuote.ts). The happy path's quote already offers every add-on the trip may be bought
 * with; the disruption offers leave only the protection they name, priced fixed per passenger
 * (delay) or as a share of the fares (missed connection).
 */
export const flightAddOnScenarios = {
  'flight-cfar/offer': {
    description:
      'Flight checkout with the cancel-for-any-reason add-on: 15% of the fares, default coverage 80%, offered until 3 hours before the first departure; "Over 60,000 travelers added the service." (the happy path’s booking flow)',
    handlers: { purchase: purchaseHandlers() },
  },
  'disruption/offer-delay': {
    description:
      'Flight checkout offering delay protection only: a fixed premium per passenger, coverage up to $500.00 per passenger, offered 24 hours or more before departure',
    handlers: { purchase: purchaseHandlers({ quote: { offeredAddOns: ['delay'] } }) },
  },
  'disruption/offer-missed-connection': {
    description:
      'Flight checkout offering missed-connection protection only, on a trip that connects on one airline: 6% of the fares, capped at US$5,000 per passenger, offered 24 hours or more before departure (none on a non-stop or multi-carrier connection)',
    handlers: {
      purchase: purchaseHandlers({ quote: { offeredAddOns: ['missed-connection'] } }),
    },
  },
} satisfies Record<`${'flight-cfar' | 'disruption'}/offer${string}`, Scenario>;
