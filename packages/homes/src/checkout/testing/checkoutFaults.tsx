import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import {
  checkoutBreakdownTexts,
  checkoutTexts,
  confirmationTexts,
  errorPanelContent,
  loadingMessages,
  selectedAccountStorageKey,
  travelerStepTexts,
  type CheckoutErrorPanel,
  type LoadingMessageKind,
} from '@wayfare/domain';
import {
  cardVaultPath,
  charlesBabbageTraveler,
  checkoutFaultOutcomes,
  faultCalls,
  faultHandlers,
  faults,
  purchasePaths,
  slowFaultDelayMs,
  type CheckoutFaultOutcome,
  type Fault,
  type FaultCall,
  type FaultOptions,
} from '@wayfare/mocks';
import {
  fillCardFrame,
  mockServer,
  recordRequests,
  type RecordedRequest,
} from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as stories from '../CheckoutPage.stories';

// Issue 5 at screen level: every checkout call the page makes, failed every way the network can
// fail it, ends on the right panel (or, slow, on the loading popup then the normal outcome), with
// the traveler, the contact and the card chosen kept and the page never blank; then the panel's way
// forward leads on, with at most one reservation made. Each call's cases run from a test file of
// their own (CheckoutPage.faults.<call>.test.tsx), so that the test workers share them: in one
// file they were two of the unit stage's four minutes. Where each cell ends is the mocks' table
// (checkoutFaultOutcomes, the one the scenarios' descriptions and the stories use).

const { Initial } = composeStories(stories);

const slow = { timeout: 10000 };

// The traveller's own choices, unlike the page's defaults, so that losing one shows.
const traveler = `${charlesBabbageTraveler.givenName} ${charlesBabbageTraveler.surname}`;
const email = 'c.babbage@example.org';
const phone = '4165550199';
const visa = 'Visa ending in 4417';
const addedCard = 'Visa ending in 4242';
const listingName = 'Lakeside Cabin with Private Dock and Boathouse';

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
 * A fault fails the call's first try, as the scenarios' cells do: a silent retry would still show,
 * as no panel; and the panel's way forward can then be taken, to the call answering as before.
 */
const faultOptions: FaultOptions = { once: true, delayMs: slowFaultDelayMs };

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
  await replaceText(user, screen.getByRole('textbox', { name: travelerStepTexts.email }), email);
  await replaceText(user, screen.getByRole('textbox', { name: travelerStepTexts.phone }), phone);
}

/** Pasted, not typed: a keystroke is a render of the form, and these cases share a time budget. */
async function replaceText(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
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

const newCard = '4242424242424242';

/** Fills the open add-card form (whatever it kept) and saves it. */
async function saveCard(user: User, number: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
  const fill = (name: RegExp, value: string) =>
    replaceText(user, within(dialog).getByRole('textbox', { name }), value);
  await fill(/^Cardholder name/, traveler);
  // The card number, expiry and CVV are the vault's frame's (a window of its own in jsdom).
  await fillCardFrame({ number, expiry: '12/30', cvv: '123' });
  await fill(/^Billing postal code/, 'M5V 2T6');
  await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
}

/** Adds a card through the add-card dialog (the steps of the stories' addCard). */
async function addCard(user: User, number: string) {
  await user.click(screen.getByRole('button', { name: 'Add a new card' }));
  await saveCard(user, number);
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
      await screen.findByRole('heading', { level: 1, name: 'Booking Confirmation' }, slow);
      // The email typed reaches the confirmation page.
      expect(screen.getByText(confirmationTexts.emailSent(email))).toBeInTheDocument();
      return;
  }
}

/**
 * Takes the panel's way forward, the fault spent: Try Again quotes again (after a booking's
 * failure, the card is chosen again and the stay booked), Edit Payment Information opens the card
 * form to add the card, Go to My Trips goes there.
 */
async function takeWayForward(
  user: User,
  panel: CheckoutErrorPanel,
  stage: (typeof stageOf)[FaultCall],
  /** The addresses the page sent the browser to. */
  assigned: readonly string[],
) {
  const { primary } = errorPanelContent(panel);
  const dialog = screen.getByRole('dialog', { name: errorPanelContent(panel).title });
  await user.click(within(dialog).getByRole('button', { name: primary.label }));
  switch (primary.action) {
    case 'try-again':
      await expectNormalOutcome('quote');
      if (stage !== 'fulfil') return;
      await chooseCard(user);
      await user.click(confirmAndBook());
      await expectNormalOutcome('fulfil');
      return;
    case 'edit-payment-information':
      await saveCard(user, newCard);
      await expectNormalOutcome('add-card');
      return;
    case 'go-to-trips':
      await waitFor(() => expect(assigned).toEqual(['/trips/']));
      return;
    default:
      throw new Error(`No way forward taken for ${primary.action}`);
  }
}

const describeExpected = (outcome: CheckoutFaultOutcome, fault: Fault) =>
  outcome !== 'normal'
    ? `the ${outcome.kind} panel and its way forward`
    : fault === 'slow'
      ? 'the wait, then the normal outcome'
      : 'the normal outcome';

/** Every fault of one call, each ending where the tables above say. */
export function describeCheckoutFaults(call: FaultCall) {
  describe(`CheckoutPage, ${call} faults`, () => {
    const { server, play } = mockServer();
    /** The requests to the call's path, to check that each case really reached its call. */
    let callRequests: RecordedRequest[] = [];
    const callMade = () => callRequests.length;
    /**
     * The bookings the backend took: fulfil schedules it answered with a readable body (a
     * malformed answer is the fault's, not the backend's). Read as the answers come.
     */
    const bookingsTaken: Promise<boolean>[] = [];
    const reservations = async () => (await Promise.all(bookingsTaken)).filter(Boolean).length;
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
    });
    beforeEach(() => {
      sessionStorage.clear();
      localStorage.removeItem(selectedAccountStorageKey);
      callRequests = recordRequests(server, faultCalls[call]);
      bookingsTaken.length = 0;
      server.events.on('response:mocked', ({ request, response }) => {
        if (!request.url.endsWith(purchasePaths.fulfilSchedule.slice(1)) || !response.ok) return;
        bookingsTaken.push(
          response
            .clone()
            .json()
            .then(
              () => true,
              () => false,
            ),
        );
      });
      play('checkout/initial');
    });
    afterAll(() => {
      if (jsdomScrollIntoView)
        Object.defineProperty(Element.prototype, 'scrollIntoView', jsdomScrollIntoView);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });

    const stage = stageOf[call];
    const cases = faults.map((fault): [Fault, string] => [
      fault,
      describeExpected(checkoutFaultOutcomes[call][fault], fault),
    ]);

    it.each(cases)(
      '%s: %s, nothing lost, nothing blank',
      async (fault) => {
        const outcome = checkoutFaultOutcomes[call][fault];
        const inject = () => server.use(...faultHandlers(call, fault, faultOptions));
        const user = userEvent.setup({ delay: null });
        const assigned: string[] = [];
        // The story's own spy type: the page calls it with the address it sends the browser to.
        const assignLocation = fn((path: string) => {
          assigned.push(path);
        });
        render(<Initial assignLocation={assignLocation} />);
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
          if (stage === 'add-card') await addCard(user, newCard);
          else await user.click(confirmAndBook());
        }

        if (fault === 'slow') await expectWaitShown(stage);
        if (outcome === 'normal') {
          await expectNormalOutcome(stage);
          if (fault === 'slow')
            expect(Date.now() - started).toBeGreaterThanOrEqual(slowFaultDelayMs);
        } else {
          await expectPanel(outcome);
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
          if (outcome.kind === 'booking-unknown') expect(confirmAndBook()).toBeDisabled();
          await takeWayForward(user, outcome, stage, assigned);
        }
        expect(callMade()).toBeGreaterThanOrEqual(isPoll(call) && fault === 'server-error' ? 2 : 1);
        // Never a second booking: one wherever the stay was booked or may have been, none where the
        // fault answered the schedule in the backend's place (and the panel sent to My Trips).
        const faultAnsweredSchedule =
          call === 'fulfil-schedule' && (fault === 'network-error' || fault === 'malformed');
        expect(await reservations()).toBe(stage === 'fulfil' && !faultAnsweredSchedule ? 1 : 0);
      },
      30000,
    );

    // The vault's tokenise call is the other call on the way to adding a card: the same panel.
    if (call === 'payment-verify')
      it('card vault fails at the network: the same panel and its way forward', async () => {
        const user = userEvent.setup({ delay: null });
        render(<Initial />);
        await chooseTraveler(user);
        await saveAndContinue(user);
        await paymentOpen();
        await chooseCard(user);
        server.use(http.post(cardVaultPath, () => HttpResponse.error(), { once: true }));
        await addCard(user, newCard);
        const panel = checkoutFaultOutcomes['payment-verify']['network-error'];
        if (panel === 'normal') throw new Error('payment-verify network-error shows a panel');
        await expectPanel(panel);
        expectChoicesKept(visa);
        await takeWayForward(user, panel, 'add-card', []);
        // payments/verify reached once the vault answered again.
        expect(callMade()).toBeGreaterThanOrEqual(1);
      }, 30000);
  });
}
