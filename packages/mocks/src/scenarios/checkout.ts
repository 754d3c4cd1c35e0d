import { signedInSession } from '../fixtures/sessionInfo';
import { sessionHandlers } from '../handlers/session';
import { travelersHandlers } from '../handlers/travelers';
import type { Scenario } from './scenario';

/** STATES §8 Checkout, desktop: what the backend answers around the checkout page. */
export const checkoutScenarios = {
  'checkout/initial': {
    description:
      '"Confirm and Book", "Enter all required details"; traveler step in edit mode; payment disabled (happy path, saved travelers)',
    handlers: {},
  },
  'checkout/travelers/none-saved': {
    description: 'No saved traveler: add one',
    handlers: { travelers: travelersHandlers({ travelers: [], users: [] }) },
  },
  'checkout/travelers/default-match': {
    description:
      "Traveler preselected: the one matching the signed-in user's first and last name (Ada Lovelace)",
    handlers: { travelers: travelersHandlers() },
  },
  'checkout/contact/prefilled': {
    description: 'Contact phone prefilled from customer details',
    handlers: { travelers: travelersHandlers({ customerDetails: { phoneNumber: '4165550142' } }) },
  },
  'checkout/agent-fee': {
    description:
      'Agent fee (10) added to the quote and the booking: a delegated session; the quote adds the agentFee it is sent',
    handlers: {
      session: sessionHandlers({ ...signedInSession, isDelegatedSession: true }),
    },
  },
} satisfies Record<`checkout/${string}`, Scenario>;
