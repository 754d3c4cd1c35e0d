import { authorizedUserAccount } from '../fixtures/rewardsAccounts';
import { experimentsOn } from '../fixtures/experiments';
import { experimentHandlers } from '../handlers/experiments';
import { purchaseHandlers } from '../handlers/purchase';
import { rewardsHandlers } from '../handlers/rewards';
import type { Scenario } from './scenario';

/** STATES §14 Confirmation: the booking's answer shapes the page. */
export const confirmationScenarios = {
  'confirmation/success': {
    description: '"Booking Confirmation"; "Confirmed, your stay is booked."; the reservation id',
    handlers: { purchase: purchaseHandlers() },
  },
  'confirmation/premier': {
    description: 'Premier-themed confirmation: the reservation is of the Premier collection',
    handlers: { purchase: purchaseHandlers({ fulfil: { listingCollection: 'Premier' } }) },
  },
  'confirmation/lifestyle': {
    description: 'Lifestyle-themed confirmation: the reservation is of the Lifestyle collection',
    handlers: { purchase: purchaseHandlers({ fulfil: { listingCollection: 'Lifestyle' } }) },
  },
  'confirmation/trees': {
    description: 'Trees modal: 2 trees, $0.25 donation per completed booking (trees experiment on)',
    handlers: { experiment: experimentHandlers(experimentsOn) },
  },
  'confirmation/no-earn': {
    description: 'No earn string: the consumer account is not the primary holder',
    handlers: { rewards: rewardsHandlers([authorizedUserAccount]) },
  },
  'confirmation/no-reservation': {
    // Nothing to override: the page is opened without a booking, and goes to the landing path.
    description: 'Goes to the landing path: the confirmation page is opened with no reservation',
    handlers: {},
  },
} satisfies Record<`confirmation/${string}`, Scenario>;
