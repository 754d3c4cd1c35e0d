import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkoutBreakdownTexts,
  checkoutTexts,
  errorPanelContent,
  loadingMessages,
  selectedAccountStorageKey,
  travelerStepTexts,
  type CheckoutErrorPanel,
  type LoadingMessageKind,
} from '@wayfare/domain';
import {
  charlesBabbageTraveler,
  faultCalls,
  faultHandlers,
  faults,
  handlerListFor,
  resetMockState,
  type Fault,
  type FaultCall,
  type FaultOptions,
} from '@wayfare/mocks';
import { createMockServer } from '@wayfare/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as stories from '../CheckoutPage.stories';

// Issue 5 at screen level: every checkout call the page makes, failed every way the network can
// fail it, ends on the right panel (or, slow, on the loading popup then the normal outcome), with
// the traveler, the contact and the card chosen kept and the page never blank. Each call's cases
// run from a test file of their own (CheckoutPage.faults.<call>.test.tsx), so that the test
// workers share them: in one file they were two of the unit stage's four minutes.

const { Initial } = composeStories(stories);

const slow = { timeout: 10000 };
/** How late a `slow` call answers: long enough to see the popup, short enough to keep cases quick. */
const slowDelayMs = 1500;

// The traveller's own choices, unlike the page's defaults, so that losing one shows.
const traveler = `${charlesBabbageTraveler.givenName} ${charlesBabbageTraveler.surname}`;
const email = 'c.babbage@example.org';
const phone = '4165550199';
const visa = 'Visa ending in 4417';
const addedCard = 'Visa ending in 4242';
const listingName = 'Lakeside Cabin with Private Dock and Boathouse';

/** The error panels a fault can lead to (spec: platform §8), as the page titles them. */
const panels = {
  // "quote or fulfil network failures show the generic error"
  generic: { kind: 'generic' },
  // A booking that may exist: to My Trips, never a second booking.
  bookingUnknown: { kind: 'booking-unknown' },
  // A card that could not be added: add it again.
  addCardAgain: { kind: 'payment-verification', failure: 'Other' },
} as const satisfies Record<string, CheckoutErrorPanel>;

/** Where the page must end after a fault. */
type Expected =
  | { readonly outcome: 'panel'; readonly panel: CheckoutErrorPanel }
  /** The normal outcome of the call (payment opens, the card is added, the stay is booked). */
  | { readonly outcome: 'normal' };

const panel = (which: keyof typeof panels): Expected => ({
  outcome: 'panel',
  panel: panels[which],
});
const normal: Expected = { outcome: 'normal' };

/** The screen's half of the hooks' tables (useQuote, useMainGuest, useAddPaymentMethod, useFulfil). */
const expected: Record<FaultCall, Record<Fault, Expected>> = {
  'quote-schedule': {
    'network-error': panel('generic'),
    'server-error': panel('generic'),
    malformed: panel('generic'),
    slow: normal,
  },
  'quote-poll': {
    'network-error': panel('generic'),
    // spec: platform §4 a non-200 poll is pending: the poll goes on.
    'server-error': normal,
    malformed: panel('generic'),
    slow: normal,
  },
  'main-guest': {
    'network-error': panel('generic'),
    'server-error': panel('generic'),
    malformed: panel('generic'),
    slow: normal,
  },
  'payment-verify': {
    'network-error': panel('addCardAgain'),
    'server-error': panel('addCardAgain'),
    malformed: panel('addCardAgain'),
    slow: normal,
  },
  'fulfil-schedule': {
    // No answer, or one that cannot be read: the booking may have been made.
    'network-error': panel('bookingUnknown'),
    // The server refused it: nothing was booked, Try Again is honest.
    'server-error': panel('generic'),
    malformed: panel('bookingUnknown'),
    slow: normal,
  },
  'fulfil-poll': {
    'network-error': panel('bookingUnknown'),
    'server-error': normal,
    malformed: panel('bookingUnknown'),
    slow: normal,
  },
};

/** The action that makes each call, and what shows while it runs. */
const stageOf = {
  'quote-schedule': 'quote',
  'quote-poll': 'quote',
  'main-guest': 'quote',
  'payment-verify': 'add-card',
  'fulfil-schedule': 'fulfil',
  'fulfil-poll': 'fulfil',
} as const satisfies Record<FaultCall, LoadingMessageKind | 'add-card'>;

const isPoll = (call: FaultCall) => call === 'quote-poll' || call === 'fulfil-poll';

/**
 * A fault fails every call, so nothing a silent retry could hide; but a 500 on a poll fails once,
 * to see the poll go on and end well (a poll failing every time runs out as a timeout), and a slow
 * answer is slow once.
 */
const faultOptions = (call: FaultCall, fault: Fault): FaultOptions =>
  fault === 'slow'
    ? { once: true, delayMs: slowDelayMs }
    : { once: fault === 'server-error' && isPoll(call) };

// Behind a modal dialog the page is hidden from the accessibility tree, hence `hidden: true`.
const hidden = { hidden: true };
const confirmAndBook = () =>
  screen.getByRole('button', { name: checkoutTexts.confirmAndBook, ...hidden });
const radio = (name: string) => screen.getByRole('radio', { name, ...hidden });

type User = ReturnType<typeof userEvent.setup>;

/** The traveler step filled with another traveler and another contact than the page offers. */
async function chooseTraveler(user: User) {
  const select = await screen.findByRole('combobox', { name: travelerStepTexts.traveler }, slow);
  await user.selectOptions(select, traveler);
  const emailBox = screen.getByRole('textbox', { name: travelerStepTexts.email });
  await user.clear(emailBox);
  await user.type(emailBox, email);
  const phoneBox = screen.getByRole('textbox', { name: travelerStepTexts.phone });
  await user.clear(phoneBox);
  await user.type(phoneBox, phone);
}

const saveAndContinue = (user: User) =>
  user.click(screen.getByRole('button', { name: checkoutTexts.saveAndContinue }));

/** Payment opens once the quote and the main guest are done (and no popup hides it). */
const paymentOpen = () =>
  waitFor(() => expect(screen.getByRole('radio', { name: visa })).toBeEnabled(), slow);

/** Pays by the saved Visa, without rewards. */
async function chooseCard(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Do not apply rewards' }));
  await user.click(screen.getByRole('radio', { name: visa }));
  await waitFor(() => expect(confirmAndBook()).toBeEnabled(), slow);
}

/** Adds a card through the add-card dialog (the steps of the stories' addCard). */
async function addCard(user: User, number: string) {
  await user.click(screen.getByRole('button', { name: 'Add a new card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  await user.type(field(/^Cardholder name/), traveler);
  await user.type(field(/^Card number/), number);
  await user.type(field(/^Expiry date/), '12/30');
  await user.type(field(/^CVV/), '123');
  await user.type(field(/^Billing postal code/), 'M5V 2T6');
  await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
}

/** Nothing blank: the page's heading, the trip summary and the price details are still there. */
function expectPageShown() {
  expect(
    screen.getByRole('heading', { level: 1, name: checkoutTexts.title, ...hidden }),
  ).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: listingName, ...hidden });
  expect(within(summary).getByText(/Guests/)).toBeInTheDocument();
  expect(
    screen.getByRole('region', { name: checkoutBreakdownTexts.priceDetails, ...hidden }),
  ).toBeInTheDocument();
}

/** Nothing lost: the traveler, the email and the phone, and the card chosen (if one was). */
function expectChoicesKept(card: string | undefined) {
  const step = screen.getByRole('region', { name: travelerStepTexts.heading, ...hidden });
  if (step.getAttribute('data-mode') === 'edit') {
    const inStep = within(step);
    expect(
      inStep.getByRole('combobox', { name: travelerStepTexts.traveler, ...hidden }),
    ).toHaveDisplayValue(new RegExp(traveler));
    expect(inStep.getByRole('textbox', { name: travelerStepTexts.email, ...hidden })).toHaveValue(
      email,
    );
    expect(inStep.getByRole('textbox', { name: travelerStepTexts.phone, ...hidden })).toHaveValue(
      phone,
    );
  } else {
    expect(within(step).getByText(traveler)).toBeInTheDocument();
    expect(within(step).getByText(email)).toBeInTheDocument();
    expect(within(step).getByText(phone)).toBeInTheDocument();
  }
  if (card !== undefined) {
    expect(radio(card)).toBeChecked();
    expect(radio('Do not apply rewards')).toBeChecked();
  }
}

/** The panel, found by its title, with its own buttons and no other. */
async function expectPanel(shown: CheckoutErrorPanel) {
  const content = errorPanelContent(shown);
  const dialog = await screen.findByRole('dialog', { name: content.title }, slow);
  expect(within(dialog).getByRole('heading', { name: content.title })).toBeInTheDocument();
  const labels = [content.primary.label, ...(content.secondary ? [content.secondary.label] : [])];
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(labels);
}

/** While a slow call runs: its wait is shown over the page, which stays rendered behind it. */
async function expectWaitShown(stage: (typeof stageOf)[FaultCall]) {
  if (stage === 'add-card') {
    const dialog = screen.getByRole('dialog', { name: 'Add a new card' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Save card/ })).toBeDisabled(),
    );
  } else {
    await screen.findByRole('dialog', { name: loadingMessages[stage] }, slow);
  }
  expectPageShown();
}

/** The call's normal outcome. */
async function expectNormalOutcome(stage: (typeof stageOf)[FaultCall]) {
  switch (stage) {
    case 'quote':
      await paymentOpen();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
      expectChoicesKept(undefined);
      expectPageShown();
      return;
    case 'add-card':
      await waitFor(() => expect(radio(addedCard)).toBeChecked(), slow);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
      expectChoicesKept(undefined);
      expectPageShown();
      return;
    case 'fulfil':
      await screen.findByRole('heading', { level: 1, name: 'Confirmation page' }, slow);
      // The email typed reaches the confirmation page.
      expect(screen.getByText(new RegExp(`"email":"${email}"`))).toBeInTheDocument();
      return;
  }
}

const describeExpected = (outcome: Expected, fault: Fault) =>
  outcome.outcome === 'panel'
    ? `the ${outcome.panel.kind} panel`
    : fault === 'slow'
      ? 'the wait, then the normal outcome'
      : 'the normal outcome';

/** Every fault of one call, each ending where the tables above say. */
export function describeCheckoutFaults(call: FaultCall) {
  describe(`CheckoutPage, ${call} faults`, () => {
    const server = createMockServer();
    /** The paths of the requests made, to check that each case really reached its call. */
    const requested: string[] = [];
    const callMade = () =>
      requested.filter((path) => path.endsWith(faultCalls[call].slice(1))).length;
    // jsdom lays nothing out and has no scrollIntoView; the page scrolls back to the traveler step
    // after a quote error (spec: platform §4), which must not crash the test's page.
    const jsdomScrollIntoView = Object.getOwnPropertyDescriptor(
      Element.prototype,
      'scrollIntoView',
    );
    beforeAll(() => {
      Object.defineProperty(Element.prototype, 'scrollIntoView', {
        configurable: true,
        writable: true,
        value: () => undefined,
      });
      server.listen({ onUnhandledRequest: 'error' });
      server.events.on('request:start', ({ request }) => {
        requested.push(new URL(request.url).pathname);
      });
    });
    beforeEach(() => {
      sessionStorage.clear();
      localStorage.removeItem(selectedAccountStorageKey);
      requested.length = 0;
      server.resetHandlers(...handlerListFor('checkout/initial'));
    });
    afterEach(() => {
      server.resetHandlers();
      resetMockState();
    });
    afterAll(() => {
      server.close();
      if (jsdomScrollIntoView)
        Object.defineProperty(Element.prototype, 'scrollIntoView', jsdomScrollIntoView);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });

    const stage = stageOf[call];
    const cases = faults.map((fault): [Fault, string] => [
      fault,
      describeExpected(expected[call][fault], fault),
    ]);

    it.each(cases)(
      '%s: %s, nothing lost, nothing blank',
      async (fault) => {
        const outcome = expected[call][fault];
        const inject = () => server.use(...faultHandlers(call, fault, faultOptions(call, fault)));
        const user = userEvent.setup({ delay: null });
        render(<Initial />);
        await chooseTraveler(user);

        // Drive the page to the call, injecting the fault just before the action that makes it.
        let card: string | undefined;
        let started = Date.now();
        if (stage === 'quote') inject();
        await saveAndContinue(user);
        if (stage !== 'quote') {
          await paymentOpen();
          await chooseCard(user);
          card = visa;
          inject();
          started = Date.now();
          if (stage === 'add-card') await addCard(user, '4242424242424242');
          else await user.click(confirmAndBook());
        }

        if (fault === 'slow') await expectWaitShown(stage);
        if (outcome.outcome === 'normal') {
          await expectNormalOutcome(stage);
          if (fault === 'slow') expect(Date.now() - started).toBeGreaterThanOrEqual(slowDelayMs);
        } else {
          await expectPanel(outcome.panel);
          expectChoicesKept(card);
          expectPageShown();
          // spec: platform §4 "Errors in the quote ... reset the view to traveler edit mode".
          if (call === 'quote-schedule' || call === 'quote-poll')
            expect(
              screen
                .getByRole('region', { name: travelerStepTexts.heading, ...hidden })
                .getAttribute('data-mode'),
            ).toBe('edit');
          // The booking may exist: nothing invites a second one.
          if (outcome.panel.kind === 'booking-unknown') expect(confirmAndBook()).toBeDisabled();
        }
        expect(callMade()).toBeGreaterThanOrEqual(isPoll(call) && fault === 'server-error' ? 2 : 1);
      },
      30000,
    );
  });
}
