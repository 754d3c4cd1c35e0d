import { errorPanelContent, loadingMessages, type CheckoutErrorPanel } from '@wayfare/domain';
import type { RequestHandler } from 'msw';
import { faultCalls, faultHandlers, faults, type Fault, type FaultCall } from '../handlers/faults';
import type { Area } from '../handlers';
import { paymentsHandlers } from '../handlers/payments';
import { purchaseHandlers } from '../handlers/purchase';
import type { Scenario } from './scenario';

/**
 * The checkout's fault matrix (issue 5): each call the checkout makes × each way the network can
 * fail it, one scenario per cell, so that any cell plays in the portal (`?scenario=`), in a story
 * and in a test. The fault hits the call's first try, then the call answers as before: the panel's
 * way forward (Try Again, Edit Payment Information) leads on to the happy path.
 */

/**
 * How late a `slow` cell's call answers: past the second after which a wait shows as one, as a
 * slow network's would, and short, since every story and test of a slow cell waits it out.
 */
export const slowFaultDelayMs = 1500;

/** What the checkout shows after a fault: an error panel, or the call's normal outcome. */
export type CheckoutFaultOutcome = CheckoutErrorPanel | 'normal';

// spec: platform §8 "quote or fulfil network failures show the generic error".
const generic: CheckoutFaultOutcome = { kind: 'generic' };
// A booking that may have been made: the panel sends the traveller to My Trips, not to book again.
const bookingUnknown: CheckoutFaultOutcome = { kind: 'booking-unknown' };
// A card that could not be added: "Error Adding Payment Method", add it again (spec: platform §8).
const addCardAgain: CheckoutFaultOutcome = { kind: 'payment-verification', failure: 'Other' };

/** Where each cell ends (the hooks useQuote, useMainGuest, useAddPaymentMethod and useFulfil). */
export const checkoutFaultOutcomes: Readonly<
  Record<FaultCall, Readonly<Record<Fault, CheckoutFaultOutcome>>>
> = {
  'quote-schedule': {
    'network-error': generic,
    'server-error': generic,
    malformed: generic,
    slow: 'normal',
  },
  'quote-poll': {
    'network-error': generic,
    // spec: platform §4 "A poll request failing with a non-200 status counts as pending".
    'server-error': 'normal',
    malformed: generic,
    slow: 'normal',
  },
  'main-guest': {
    'network-error': generic,
    'server-error': generic,
    malformed: generic,
    slow: 'normal',
  },
  'payment-verify': {
    'network-error': addCardAgain,
    'server-error': addCardAgain,
    malformed: addCardAgain,
    slow: 'normal',
  },
  'fulfil-schedule': {
    // No answer, or one that cannot be read: the booking may have been made.
    'network-error': bookingUnknown,
    // The server refused it: nothing was booked, Try Again is honest.
    'server-error': generic,
    malformed: bookingUnknown,
    slow: 'normal',
  },
  'fulfil-poll': {
    'network-error': bookingUnknown,
    'server-error': 'normal',
    malformed: bookingUnknown,
    slow: 'normal',
  },
};

/**
 * The cells that shared/STATES.md already names, under their names there; every other cell is
 * `checkout/fault/<call>/<fault>`.
 */
const statesIds = {
  'quote-schedule/network-error': 'quote/schedule-failed',
  'quote-poll/server-error': 'quote/poll-non-200',
  'main-guest/server-error': 'main-guest/failure',
  'main-guest/slow': 'main-guest/pending',
  'fulfil-schedule/server-error': 'fulfil/schedule-failed',
  'fulfil-poll/server-error': 'fulfil/poll-non-200',
  'fulfil-poll/network-error': 'fulfil/network-failure',
} as const satisfies Partial<Record<`${FaultCall}/${Fault}`, string>>;

type StatesCell = keyof typeof statesIds;

/** The scenario id of one cell (of each cell, for unions of calls or faults). */
export type CheckoutFaultScenarioId<C extends FaultCall, F extends Fault> = C extends FaultCall
  ? F extends Fault
    ? `${C}/${F}` extends StatesCell
      ? (typeof statesIds)[`${C}/${F}`]
      : `checkout/fault/${C}/${F}`
    : never
  : never;

type AnyCheckoutFaultScenarioId = CheckoutFaultScenarioId<FaultCall, Fault>;

const isStatesCell = (cell: string): cell is StatesCell => Object.hasOwn(statesIds, cell);

/** The scenario id of a cell of the matrix. */
export function checkoutFaultScenarioId<C extends FaultCall, F extends Fault>(
  call: C,
  fault: F,
): CheckoutFaultScenarioId<C, F> {
  const cell = `${call}/${fault}` as const;
  return (
    isStatesCell(cell) ? statesIds[cell] : `checkout/fault/${cell}`
  ) as CheckoutFaultScenarioId<C, F>;
}

/** Each call: its words, the area that answers it, and what the traveller sees of it. */
const callTraits: Record<
  FaultCall,
  {
    readonly name: string;
    readonly area: Extract<Area, 'purchase' | 'payments'>;
    readonly wait: string;
    readonly normal: string;
  }
> = {
  'quote-schedule': {
    name: 'quote/schedule',
    area: 'purchase',
    wait: `the popup "${loadingMessages.quote}"`,
    normal: 'the quote is ready and payment opens',
  },
  'quote-poll': {
    name: 'the first quote/poll',
    area: 'purchase',
    wait: `the popup "${loadingMessages.quote}"`,
    normal: 'the quote is ready and payment opens',
  },
  'main-guest': {
    name: 'addMainGuest',
    area: 'purchase',
    wait: `the popup "${loadingMessages.quote}", payment disabled`,
    normal: 'payment opens',
  },
  'payment-verify': {
    name: 'payments/verify',
    area: 'payments',
    wait: '"Save card" busy in the add-card form',
    normal: 'the card is added and chosen',
  },
  'fulfil-schedule': {
    name: 'fulfill/schedule',
    area: 'purchase',
    wait: `the popup "${loadingMessages.fulfil}"`,
    normal: 'the confirmation page',
  },
  'fulfil-poll': {
    name: 'the first fulfill/poll',
    area: 'purchase',
    wait: `the popup "${loadingMessages.fulfil}"`,
    normal: 'the confirmation page',
  },
};

const faultWords: Record<Fault, string> = {
  'network-error': 'fails at the network',
  'server-error': 'answers 500',
  malformed: 'answers a body that is not JSON',
  slow: `answers ${slowFaultDelayMs / 1000} s late`,
};

/** What the traveller sees, then the cause, as the catalogue's other descriptions say it. */
function describeCell(call: FaultCall, fault: Fault): string {
  const traits = callTraits[call];
  const outcome = checkoutFaultOutcomes[call][fault];
  const cause = `${traits.name} ${faultWords[fault]} the first time, then answers as before`;
  if (outcome === 'normal')
    return fault === 'slow'
      ? `${traits.wait} for ${slowFaultDelayMs / 1000} s, then ${traits.normal}: ${cause}`
      : // spec: platform §4 a non-200 poll is one more pending answer.
        `Still waiting (a non-200 poll counts as pending), then ${traits.normal}: ${cause}`;
  const { title, primary, secondary } = errorPanelContent(outcome);
  const buttons = [primary, ...(secondary ? [secondary] : [])]
    .map(({ label }) => `"${label}"`)
    .join(' or ');
  const forward =
    primary.action === 'go-to-trips'
      ? 'the booking may exist, so Confirm and Book stays off'
      : `"${primary.label}" leads on to ${traits.normal}`;
  return `"${title}" with ${buttons}; ${forward}: ${cause}`;
}

/** The handlers of a cell: the fault, once, over the happy path of the call's area. */
function cellHandlers(call: FaultCall, fault: Fault): Scenario['handlers'] {
  const faulty = faultHandlers(call, fault, { once: true, delayMs: slowFaultDelayMs });
  const below: RequestHandler[] =
    callTraits[call].area === 'payments'
      ? paymentsHandlers()
      : purchaseHandlers(
          // The poll settles at the first answer the fault lets through ("one poll answers 500,
          // next Success", STATES §10, §13).
          call === 'quote-poll'
            ? { quote: { pendingPolls: 0 } }
            : call === 'fulfil-poll'
              ? { fulfil: { pendingPolls: 0 } }
              : {},
        );
  return { [callTraits[call].area]: [...faulty, ...below] };
}

/** Every cell of the matrix, call by call. */
export const checkoutFaultCells = (Object.keys(faultCalls) as FaultCall[]).flatMap((call) =>
  faults.map((fault) => ({ call, fault, id: checkoutFaultScenarioId(call, fault) })),
);

/** The ids of the cells, in the matrix's order. */
export const checkoutFaultScenarioIds: readonly AnyCheckoutFaultScenarioId[] =
  checkoutFaultCells.map(({ id }) => id);

/** Every cell of `faultCalls × faults`, keyed by its scenario id. */
export const checkoutFaultScenarios = Object.fromEntries(
  checkoutFaultCells.map(({ call, fault, id }) => [
    id,
    { description: describeCell(call, fault), handlers: cellHandlers(call, fault) },
  ]),
) as Record<AnyCheckoutFaultScenarioId, Scenario>;
