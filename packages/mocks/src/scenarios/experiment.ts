import type { ExperimentId } from '@wayfare/domain';
import {
  experimentsOn,
  experimentsWithMaintenance,
  experimentsWithOff,
} from '../fixtures/experiments';
import { experimentHandlers } from '../handlers/experiments';
import type { Scenario } from './scenario';

const on = (description: string): Scenario => ({
  description,
  handlers: { experiment: experimentHandlers(experimentsOn) },
});
const off = (description: string, id: ExperimentId): Scenario => ({
  description,
  handlers: { experiment: experimentHandlers(experimentsWithOff(id)) },
});

/** The experiments whose screens exist; STATES.md §2 names each by its id. */
export const experimentScenarios = {
  'experiment/vacation-rentals/on': on('Homes module reachable'),
  'experiment/vacation-rentals/off': off(
    'Homes module unreachable: every /vacation-rentals/ path goes to the default landing path',
    'vacation-rentals',
  ),
  'experiment/categorized-gallery/on': on(
    'Photos grouped by category (when at least 70% are tagged)',
  ),
  'experiment/categorized-gallery/off': off('Photos in one plain list', 'categorized-gallery'),
  'experiment/reviews/on': on('Reviews section shown (with at least one review)'),
  'experiment/reviews/off': off('Reviews section never shown (cover reviews)', 'cover-reviews'),
  'experiment/complimentary-night/on': on('"Complimentary fourth night" promotion shown'),
  'experiment/complimentary-night/off': off(
    'No complimentary-night promotion',
    'complimentary-night',
  ),
  'experiment/wishlists/on': on('Save-to-wishlist and favorites'),
  'experiment/wishlists/off': off('No wishlist features (saved items not fetched)', 'wishlists'),
  'experiment/stays-booking/on': on('Stays booking offered'),
  'experiment/stays-booking/off': off('Stays booking not offered', 'stays-booking'),
  'experiment/wallet-credits/on': on('Travel-wallet credits shown and applicable'),
  'experiment/wallet-credits/off': off('Travel-wallet credits absent', 'wallet-credits'),
  'experiment/credit-offer-stacking/on': on('A credit and an offer may be applied together'),
  'experiment/credit-offer-stacking/off': off(
    'A credit or an offer, not both',
    'credit-offer-stacking',
  ),
  'experiment/trees/on': on('Trees modal on the confirmation page'),
  'experiment/trees/off': off('No trees modal', 'trees'),
  'experiment/travel-wallet-offers/on': on('Wallet offers shown and applicable'),
  'experiment/travel-wallet-offers/off': off('Wallet offers absent', 'travel-wallet-offers'),
  'experiment/credit-history/on': on('Credit history shown in the wallet'),
  'experiment/credit-history/off': off('No credit history in the wallet', 'credit-history'),
  'experiment/maintenance/on': {
    description:
      'Maintenance experiment active (variant object with variantName and data); its display is not specified',
    handlers: { experiment: experimentHandlers(experimentsWithMaintenance) },
  },
} satisfies Record<`experiment/${string}`, Scenario>;
