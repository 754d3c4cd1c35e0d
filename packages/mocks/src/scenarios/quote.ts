import type { PurchaseError } from '@wayfare/domain';
import { faultHandlers } from '../handlers/faults';
import { purchaseHandlers, type PurchaseBehaviour } from '../handlers/purchase';
import type { Scenario } from './scenario';

const purchase = (description: string, behaviour: PurchaseBehaviour): Scenario => ({
  description,
  handlers: { purchase: purchaseHandlers(behaviour) },
});

const failing = (description: string, ...errors: PurchaseError[]): Scenario =>
  purchase(description, { quote: { errors } });

/** STATES §10 Checkout: quote and main guest. */
export const quoteScenarios = {
  'quote/pending': purchase(
    'Popup "Saving travelers and checking availability" while the poll answers Pending 3 times',
    { quote: { pendingPolls: 3 } },
  ),
  'quote/success': purchase(
    'Quote ready: pay-now total in cash and rewards (poll Success, type Homes)',
    { quote: { pendingPolls: 0 } },
  ),
  'quote/fees': purchase(
    'A line for each fee kind: city tax, cleaning, fee, service, hotel, occupancy, pet, property, recovery charges tax, resort, sales tax, tax, traveler service fee (same total)',
    { quote: { everyFeeKind: true } },
  ),
  'quote/poll-non-200': purchase(
    'Still loading (the first poll answers 500, which counts as pending), then ready',
    { quote: { failingPolls: 1, pendingPolls: 0 } },
  ),
  'quote/failure': failing(
    'Errors shown; view returns to traveler edit mode (a handled error: blocked dates)',
    {
      kind: 'ProductError',
      code: 'BlockedDates',
      message: 'The dates you have selected are not available.',
    },
  ),
  'quote/failure-unhandled': failing(
    'Default panel: "Uh oh! Something went wrong" / "Please search again" (no handled error)',
    { kind: 'ErrorCode', code: 'ExpiredQuoteToken', message: 'The quote session expired.' },
  ),
  'quote/schedule-failed': {
    description: 'Generic error: quote schedule network failure',
    handlers: {
      purchase: [...faultHandlers('quote-schedule', 'network-error'), ...purchaseHandlers()],
    },
  },
  'quote/no-session-token': purchase(
    '"Session token is not present.": quote schedule answers without a value',
    { quote: { scheduleWithoutToken: true } },
  ),
  'quote/confirmation-details-error': purchase(
    'View returns to traveler edit mode: the quote has confirmationDetailsErrors',
    {
      quote: {
        confirmationDetailsErrors: [
          {
            kind: 'ProductError',
            code: 'InvalidMainGuest',
            message: "The main guest's name must match their ID.",
          },
        ],
      },
    },
  ),
  'quote/price-increase': purchase(
    '"The price has increased by $37.50.": the quote is $37.50 above the listing\'s total',
    { quote: { priceChange: 37.5 } },
  ),
  'quote/price-decrease': purchase(
    '"You\'re in luck! The price has decreased by $42.25.": the quote is $42.25 below',
    { quote: { priceChange: -42.25 } },
  ),
  'quote/price-change-small': purchase('No price panel: the quote is $0.60 above', {
    quote: { priceChange: 0.6 },
  }),
  'quote/restriction-dates': failing('Panel with the change-dates action (MinStayViolation)', {
    kind: 'ProductError',
    code: 'MinStayViolation',
  }),
  'quote/restriction-guests': failing(
    'Panel with the modify-travelers action (OccupancyViolation)',
    { kind: 'ProductError', code: 'OccupancyViolation' },
  ),
} satisfies Record<`quote/${string}`, Scenario>;

export const mainGuestScenarios = {
  'main-guest/pending': purchase(
    'Payment section disabled while the main guest is added (addMainGuest takes 4 s)',
    { mainGuest: { delayMs: 4000 } },
  ),
  'main-guest/success': purchase(
    'Payment section enabled: addMainGuest answers the orderedProductId',
    {},
  ),
  'main-guest/failure': purchase(
    'Payment stays disabled; booking cannot proceed (addMainGuest 500)',
    {
      mainGuest: { fails: true },
    },
  ),
} satisfies Record<`main-guest/${string}`, Scenario>;
