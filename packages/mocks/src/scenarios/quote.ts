import type { PurchaseError } from '@wayfare/domain';
import { productErrorOf } from '../handlers/productError';
import { purchaseHandlers, type PurchaseBehaviour } from '../handlers/purchase';
import type { Scenario } from './scenario';

const purchase = (description: string, behaviour: PurchaseBehaviour): Scenario => ({
  description,
  handlers: { purchase: purchaseHandlers(behaviour) },
});

const failing = (description: string, ...errors: PurchaseError[]): Scenario =>
  purchase(description, { quote: { errors } });

/**
 * STATES §10 Checkout: quote and main guest. `quote/schedule-failed`, `quote/poll-non-200`,
 * `main-guest/pending` and `main-guest/failure` are cells of the fault matrix (checkoutFaults.ts).
 */
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
  // The error the fake backend's own quote gives when a night of the stay is booked.
  'quote/failure': failing(
    'Errors shown; view returns to traveler edit mode (a handled error: blocked dates)',
    productErrorOf('BlockedDates'),
  ),
  'quote/failure-unhandled': failing(
    'Default panel: "Uh oh! Something went wrong" / "Please search again" (no handled error)',
    { kind: 'ErrorCode', code: 'ExpiredQuoteToken', message: 'The quote session expired.' },
  ),
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
  'main-guest/success': purchase(
    'Payment section enabled: addMainGuest answers the orderedProductId',
    {},
  ),
} satisfies Record<`main-guest/${string}`, Scenario>;
