import {
  errorPanelContent,
  flightBookingErrorCodes,
  flightBookingErrorGroup,
  flightBookingErrorScenarioId,
  flightFulfilErrorPanel,
  type FlightBookingErrorCode,
  type FlightBookingErrorGroup,
  type PurchaseError,
} from '@wayfare/domain';
import { purchaseHandlers } from '../handlers/purchase';
import { fulfilScenarios } from './fulfil';
import type { Scenario } from './scenario';

const supportPhone = '1-800-555-0134';

/** What the airline's booking system says with the payment codes, as the payment panel shows it. */
const paymentMessage = 'Your card was not accepted. Use another card or check its details.';

// The payment system refuses the card, the session's token is gone, or the airline refuses the
// booking; fraud is the payment system's, as in the vacation rentals' fulfil scenarios.
const kindOf = (group: FlightBookingErrorGroup): PurchaseError['kind'] =>
  group === 'payment' ||
  group === 'card-not-found' ||
  group === 'redemption-failure' ||
  group === 'fraud'
    ? 'PaymentError'
    : group === 'session-expired'
      ? 'ErrorCode'
      : 'ProductError';

function failingWith(code: FlightBookingErrorCode): Scenario {
  const group = flightBookingErrorGroup(code);
  const error: PurchaseError = {
    kind: kindOf(group),
    code,
    ...(group === 'payment' && { message: paymentMessage }),
  };
  const { title } = errorPanelContent(flightFulfilErrorPanel(error, supportPhone));
  return {
    description: `${title} (${code})`,
    handlers: { purchase: purchaseHandlers({ fulfil: { errors: [error] } }) },
  };
}

/**
 * STATES §28: a flight booking failing with each code of the catalogue, one scenario per code
 * (`flight-book/<group>/<code in kebab-case>`); the panel is the group's.
 */
export const flightBookErrorScenarios: Record<`flight-book/${string}`, Scenario> =
  Object.fromEntries(
    flightBookingErrorCodes.map((code) => [flightBookingErrorScenarioId(code), failingWith(code)]),
  );

/** STATES §28: the booking session's results (products §4 steps and checkout outcomes). */
export const flightBookOutcomeScenarios = {
  'flight-book/outcome-succeeded': {
    description:
      'Booked and ticketed: the confirmation shows the airline locator (PurchaseSuccess after PollingPurchase)',
    handlers: {
      purchase: purchaseHandlers({
        quote: { pendingPolls: 1 },
        fulfil: { pendingPolls: 1, flightTicketingStatus: 'Ticketed' },
      }),
    },
  },
  // The same backend as the vacation rentals' poll timeout: the client gives up, not the server.
  'flight-book/outcome-pending': {
    description:
      'Booking still pending: the booking poll answers Pending until the checkout gives up (Polling)',
    handlers: fulfilScenarios['fulfil/poll-timeout'].handlers,
  },
  'flight-book/outcome-failed': {
    description: 'Booking failed: the card is declined (PaymentFailed, CardDeclined)',
    handlers: {
      purchase: purchaseHandlers({
        fulfil: {
          errors: [{ kind: 'PaymentError', code: 'CardDeclined', message: paymentMessage }],
        },
      }),
    },
  },
} satisfies Record<`flight-book/outcome-${string}`, Scenario>;

/**
 * Proposed for STATES §28 (mocks README): booked, the airline still issuing the tickets; an
 * airline stricter than the checkout about a lap infant's age.
 */
export const flightTicketingScenarios = {
  'flight-book/ticketed-later': {
    description:
      'Booked, tickets not issued yet: the confirmation says so, without the airline locator (ticket status Pending)',
    handlers: { purchase: purchaseHandlers({ fulfil: { flightTicketingStatus: 'Pending' } }) },
  },
  'flight-book/lap-infant-refused': {
    description:
      'The airline refuses an infant on a lap born more than 21 months before the first flight (LapInfantTooOld): the travelers panel, fixed at the passengers step',
    handlers: { purchase: purchaseHandlers({ flightPassengers: { lapInfantMonthsLimit: 21 } }) },
  },
} satisfies Record<`flight-book/${string}`, Scenario>;
