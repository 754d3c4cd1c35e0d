import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  checkoutTexts,
  errorPanelContent,
  selectedAccountStorageKey,
  travelerStepTexts,
} from '@wayfare/domain';
import {
  checkoutFaultOutcomes,
  checkoutFaultScenarioId,
  resetMockState,
  scenarios,
  type Fault,
  type FaultCall,
} from '@wayfare/mocks';
import {
  addCard,
  arrivedAt,
  bookWithCard,
  cardFrameFields,
  consumerTenant,
  desktopViewport,
  expectErrorPanel,
  expectLoadingPopup,
  fastPolls,
  framedDocs,
  paymentOpen,
  saveAndContinue,
  slow,
} from '@wayfare/test-kit/storybook';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CheckoutPageAt, checkoutPath } from './testing/CheckoutPageAt';

/**
 * The checkout's fault matrix (packages/mocks/README.md "The fault matrix, as scenarios"): each
 * call the checkout makes, failed at the network, answering 500, answering a malformed body or
 * answering late, one story per cell, each playing the cell's scenario. A play drives the checkout
 * to the call and ends where the traveller would: on the panel with its way forward, or, when
 * nothing failed for them (a slow answer, a non-200 poll), on the call's normal outcome.
 */
const meta = {
  title: 'Pages/Homes/CheckoutPage/Faults',
  component: CheckoutPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  // The plays walk the desktop checkout (visual/storyPlan.ts shoots the mobile width unplayed).
  tags: ['desktop-play'],
  // Its plays walk the consumer tenant's desktop layout: pinned, the toolbar shows them as set.
  globals: { ...consumerTenant, ...desktopViewport },
  args: { path: checkoutPath, pollDelaysMs: fastPolls, assignLocation: fn() },
  // Each story starts a new checkout and a fresh fake backend, its fault armed again.
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.removeItem(selectedAccountStorageKey);
    resetMockState();
  },
} satisfies Meta<typeof CheckoutPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

// Behind the panel the page is hidden from the accessibility tree.
const hidden = { hidden: true };
const savedVisa = 'Visa ending in 4417';
const addedCard = { number: '4242424242424242', name: 'Visa ending in 4242' };

/** The action that makes each call, as the traveller takes it. */
const stageOf = {
  'quote-schedule': 'quote',
  'quote-poll': 'quote',
  'main-guest': 'quote',
  'payment-verify': 'add-card',
  'fulfil-schedule': 'fulfil',
  'fulfil-poll': 'fulfil',
} as const satisfies Record<FaultCall, 'quote' | 'add-card' | 'fulfil'>;
type Stage = (typeof stageOf)[FaultCall];

async function driveTo(stage: Stage) {
  switch (stage) {
    case 'quote':
      return saveAndContinue();
    case 'add-card':
      await saveAndContinue();
      await paymentOpen();
      return addCard(addedCard.number);
    case 'fulfil':
      return bookWithCard();
  }
}

/** What shows while a slow call runs. */
async function expectWait(stage: Stage) {
  if (stage !== 'add-card') return expectLoadingPopup(stage);
  const form = screen.getByRole('dialog', { name: 'Add a new card' });
  await waitFor(() =>
    expect(within(form).getByRole('button', { name: /Save card/ })).toBeDisabled(),
  );
  await cardFrameFields();
}

/** The call's normal outcome. */
async function expectNormalOutcome(stage: Stage) {
  switch (stage) {
    case 'quote':
      await paymentOpen();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
      return;
    case 'add-card':
      await waitFor(
        () => expect(screen.getByRole('radio', { name: addedCard.name })).toBeChecked(),
        slow,
      );
      return;
    case 'fulfil':
      await arrivedAt('Booking Confirmation');
      return;
  }
}

/** The story of one cell: its scenario, and a play that reaches the call and checks the outcome. */
function faultStory(call: FaultCall, fault: Fault): Story {
  const stage = stageOf[call];
  const outcome = checkoutFaultOutcomes[call][fault];
  return {
    parameters: { msw: { handlers: scenarios[checkoutFaultScenarioId(call, fault)].handlers } },
    play: async () => {
      await driveTo(stage);
      if (outcome === 'normal') {
        if (fault === 'slow') await expectWait(stage);
        await expectNormalOutcome(stage);
        return;
      }
      // The panel, with its way forward there to take.
      const content = errorPanelContent(outcome);
      const labels = [
        content.primary.label,
        ...(content.secondary ? [content.secondary.label] : []),
      ];
      const dialog = await expectErrorPanel(content.title, labels);
      await expect(
        within(dialog).getByRole('button', { name: content.primary.label }),
      ).toBeEnabled();
      if (stage === 'quote') {
        // Payment waits for the quote and the main guest to succeed.
        await expect(screen.getByRole('radio', { name: savedVisa, ...hidden })).toBeDisabled();
        // spec: platform §4 "Errors in the quote ... reset the view to traveler edit mode".
        if (call !== 'main-guest')
          await expect(
            screen
              .getByRole('region', { name: travelerStepTexts.heading, ...hidden })
              .getAttribute('data-mode'),
          ).toBe('edit');
      }
      // A booking that may exist: nothing invites a second one.
      if (outcome.kind === 'booking-unknown')
        await expect(
          screen.getByRole('button', { name: checkoutTexts.confirmAndBook, ...hidden }),
        ).toBeDisabled();
    },
  };
}

// One story per cell (CSF needs each as a named export), in the matrix's order.
export const QuoteScheduleNetworkError = faultStory('quote-schedule', 'network-error');
export const QuoteScheduleServerError = faultStory('quote-schedule', 'server-error');
export const QuoteScheduleMalformed = faultStory('quote-schedule', 'malformed');
export const QuoteScheduleSlow = faultStory('quote-schedule', 'slow');
export const QuotePollNetworkError = faultStory('quote-poll', 'network-error');
export const QuotePollServerError = faultStory('quote-poll', 'server-error');
export const QuotePollMalformed = faultStory('quote-poll', 'malformed');
export const QuotePollSlow = faultStory('quote-poll', 'slow');
export const MainGuestNetworkError = faultStory('main-guest', 'network-error');
export const MainGuestServerError = faultStory('main-guest', 'server-error');
export const MainGuestMalformed = faultStory('main-guest', 'malformed');
export const MainGuestSlow = faultStory('main-guest', 'slow');
export const PaymentVerifyNetworkError = faultStory('payment-verify', 'network-error');
export const PaymentVerifyServerError = faultStory('payment-verify', 'server-error');
export const PaymentVerifyMalformed = faultStory('payment-verify', 'malformed');
export const PaymentVerifySlow = faultStory('payment-verify', 'slow');
export const FulfilScheduleNetworkError = faultStory('fulfil-schedule', 'network-error');
export const FulfilScheduleServerError = faultStory('fulfil-schedule', 'server-error');
export const FulfilScheduleMalformed = faultStory('fulfil-schedule', 'malformed');
export const FulfilScheduleSlow = faultStory('fulfil-schedule', 'slow');
export const FulfilPollNetworkError = faultStory('fulfil-poll', 'network-error');
export const FulfilPollServerError = faultStory('fulfil-poll', 'server-error');
export const FulfilPollMalformed = faultStory('fulfil-poll', 'malformed');
export const FulfilPollSlow = faultStory('fulfil-poll', 'slow');
