import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  apiBasePath,
  checkoutBreakdownTexts,
  checkoutTexts,
  confirmationTexts,
  errorPanelContent,
  mobileCheckoutTexts,
  mobileStepTitles,
  feeKindNames,
  feeKinds,
  selectedAccountStorageKey,
  travelerStepTexts,
  unavailabilityMessage,
  walletTexts,
  type ApprovalType,
} from '@wayfare/domain';
import {
  neverAnswers,
  purchasePaths,
  resetMockState,
  travelersHandlers,
  type HandlersByArea,
  type ScenarioId,
} from '@wayfare/mocks';
import {
  addCard,
  arrivedAt,
  bookWithCard,
  cardFrameFields,
  chooseCard,
  confirmAndBookButton,
  consumerTenant,
  corporateTenant,
  desktopViewport,
  doNotApplyRewards,
  errorDialog,
  expectErrorPanel,
  expectLoadingPopup,
  fastPolls,
  framedDocs,
  mobileViewport,
  pageLoaded,
  paymentOpen,
  playing,
  saveAndContinue,
  slow,
  stepHeading,
  toContactStep,
  toPaymentStep,
  toReviewStep,
} from '@wayfare/test-kit/storybook';
import { delay, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutPageAt, checkoutPath } from './testing/CheckoutPageAt';
import { bookingUnknownNotice, outOfPolicyTexts, paymentLineLabels } from '@wayfare/checkout';

const meta = {
  title: 'Pages/Homes/CheckoutPage',
  component: CheckoutPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  // The plays walk the desktop checkout; the Mobile… stories walk the mobile one (visual/storyPlan.ts).
  tags: ['desktop-play'],
  // Its plays walk the consumer tenant's desktop layout: pinned, the toolbar shows them as set.
  globals: { ...consumerTenant, ...desktopViewport },
  args: { path: checkoutPath, pollDelaysMs: fastPolls, assignLocation: fn() },
  // Each story starts a new checkout: no choices kept from another story, a fresh fake backend.
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.removeItem(selectedAccountStorageKey);
    resetMockState();
  },
} satisfies Meta<typeof CheckoutPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

// Hidden: the step is behind an error dialog in some stories.
const travelerStep = () =>
  screen.getByRole('region', { name: travelerStepTexts.heading, hidden: true });
const travelerMode = () => travelerStep().getAttribute('data-mode');

// ---------------------------------------------------------------------------------------------
// STATES §8 Checkout, desktop

/** checkout/initial: the page before anything is saved. */
export const Initial: Story = {
  parameters: playing('checkout/initial'),
  play: async () => {
    await pageLoaded();
    await expect(screen.getByText(checkoutTexts.subtitle)).toBeVisible();
    await expect(screen.getByRole('button', { name: checkoutTexts.backToResults })).toBeVisible();
    await expect(screen.getByText(checkoutTexts.reviewHeader)).toBeVisible();
    await expect(
      screen.getByRole('heading', { name: 'Lakeside Cabin with Private Dock and Boathouse' }),
    ).toBeVisible();
    await expect(
      await screen.findByRole('button', { name: 'Save & Continue' }, slow),
    ).toBeVisible();
    await expect(travelerMode()).toBe('edit');
    // The saved cards arrive after the page: wait for them, then see them locked.
    await expect(
      await screen.findByRole('radio', { name: 'Visa ending in 4417' }, slow),
    ).toBeDisabled();
    await expect(screen.getByRole('heading', { level: 2, name: 'House rules' })).toBeVisible();
    await expect(
      screen.getByRole('heading', { name: checkoutBreakdownTexts.priceDetails }),
    ).toBeVisible();
    await expect(confirmAndBookButton()).toBeDisabled();
    await expect(screen.getByText(/By selecting Confirm and Book, you agree/)).toBeVisible();
  },
};

/** The corporate tenant's look of this page: the file's plays pin the consumer tenant. */
export const InitialCorporate: Story = { ...Initial, globals: corporateTenant };

/** checkout/travelers/none-saved: no saved traveler, so the step adds one. */
export const TravelersNoneSaved: Story = {
  parameters: playing('checkout/travelers/none-saved'),
  play: async () => {
    await pageLoaded();
    const select = await screen.findByRole('combobox', { name: travelerStepTexts.traveler }, slow);
    await expect(select).toHaveDisplayValue(travelerStepTexts.addNewTraveler);
    await expect(screen.getByRole('textbox', { name: travelerStepTexts.firstName })).toBeVisible();
  },
};

/** checkout/travelers/default-match: the traveler named like the signed-in user is chosen. */
export const TravelersDefaultMatch: Story = {
  parameters: playing('checkout/travelers/default-match'),
  play: async () => {
    await pageLoaded();
    const select = await screen.findByRole('combobox', { name: travelerStepTexts.traveler }, slow);
    await expect(select).toHaveDisplayValue(/Ada Lovelace/);
  },
};

/** checkout/contact/prefilled: the phone comes from the customer details. */
export const ContactPrefilled: Story = {
  parameters: playing('checkout/contact/prefilled'),
  play: async () => {
    await pageLoaded();
    await expect(
      await screen.findByRole('textbox', { name: travelerStepTexts.phone }, slow),
    ).toHaveValue('4165550142');
    await expect(screen.getByRole('textbox', { name: travelerStepTexts.email })).toHaveValue(
      'ada.lovelace@example.com',
    );
  },
};

/** checkout/agent-fee: in agent mode the quote carries the agent fee. */
export const AgentFee: Story = {
  args: { path: `${checkoutPath}&agent=true` },
  parameters: playing('checkout/agent-fee'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    // The fee is added to the quote and is not a change of price: no price panel.
    await expect(screen.queryByRole('dialog', { name: /The price has/ })).toBeNull();
    const breakdown = screen.getByRole('region', {
      name: checkoutBreakdownTexts.priceDetails,
      hidden: true,
    });
    await expect(within(breakdown).getByText('Agent fee')).toBeInTheDocument();
  },
};

/** Variant: Save & Continue without a traveler. */
export const TravelerRequired: Story = {
  parameters: playing('checkout/initial'),
  play: async () => {
    await pageLoaded();
    const select = await screen.findByRole('combobox', { name: travelerStepTexts.traveler }, slow);
    await userEvent.selectOptions(select, travelerStepTexts.chooseTraveler);
    await userEvent.click(screen.getByRole('button', { name: checkoutTexts.saveAndContinue }));
    await expect(await screen.findByText('Add or choose one traveler to continue.')).toBeVisible();
    await expect(
      screen.getByText(
        'You must select or add a traveler and enter their contact information to continue.',
      ),
    ).toBeVisible();
    await expect(travelerMode()).toBe('edit');
  },
};

/** Variant: Save & Continue with the email and phone empty flags them. */
export const ContactMissing: Story = {
  parameters: playing('checkout/initial'),
  play: async () => {
    await pageLoaded();
    await userEvent.clear(
      await screen.findByRole('textbox', { name: travelerStepTexts.email }, slow),
    );
    await userEvent.clear(screen.getByRole('textbox', { name: travelerStepTexts.phone }));
    await userEvent.click(screen.getByRole('button', { name: checkoutTexts.saveAndContinue }));
    await expect(await screen.findByText(travelerStepTexts.emailError)).toBeVisible();
    await expect(screen.getByText(travelerStepTexts.phoneError)).toBeVisible();
  },
};

/** Variant: Save & Continue: view mode with "Edit traveler", and the quote starts. */
export const TravelerSaved: Story = {
  parameters: playing('checkout/initial'),
  play: async () => {
    await saveAndContinue();
    await expect(
      await screen.findByRole('button', { name: checkoutTexts.editTraveler }, slow),
    ).toBeVisible();
    await paymentOpen();
    // The keyboard way back: Edit traveler returns to edit mode.
    screen.getByRole('button', { name: checkoutTexts.editTraveler }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(travelerMode()).toBe('edit'));
  },
};

/** Variant: progress, and ready (every step done: Confirm and Book enabled). */
export const Ready: Story = {
  parameters: playing('checkout/initial'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    const progress = screen.getByRole('group', { name: 'Checkout progress' });
    await expect(within(progress).getByText('Add Travelers')).toBeVisible();
    await doNotApplyRewards();
    await expect(confirmAndBookButton()).toBeDisabled();
    await chooseCard();
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  },
};

/** Variant: the corporate progress labels the payment step "Payment". */
export const ProgressCorporate: Story = {
  parameters: playing('checkout/initial'),
  globals: corporateTenant,
  play: async () => {
    await pageLoaded();
    await expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  },
};

/** Variant: an address without a listing goes back to the shop. */
export const NoListing: Story = {
  args: { path: '/vacation-rentals/book/?fromDate=2026-08-10&untilDate=2026-08-13' },
  play: async () => {
    await arrivedAt('Listing page');
  },
};

/** Variant: Search Again resets the booking and opens the results of the same search. */
export const RedoSearch: Story = {
  parameters: playing('quote/failure-unhandled'),
  play: async () => {
    await saveAndContinue();
    const dialog = await errorDialog('Uh oh! Something went wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Again' }));
    await arrivedAt('Search results');
    await expect(screen.getByText(/locationName=Dorset/)).toBeVisible();
    await expect(
      Object.keys(sessionStorage).filter((key) => key.endsWith(':selectedTravelerId')),
    ).toEqual([]);
  },
};

/** Back to results: the search results of the same search. */
export const BackToResults: Story = {
  parameters: playing('checkout/initial'),
  play: async () => {
    await pageLoaded();
    await userEvent.click(screen.getByRole('button', { name: checkoutTexts.backToResults }));
    await arrivedAt('Search results');
  },
};

/** Travel-app mode: no way back in the page (the app has its own). */
export const TravelApp: Story = {
  args: { path: `${checkoutPath}&isTravelApp=true` },
  parameters: playing('checkout/initial'),
  play: async () => {
    await pageLoaded();
    await expect(screen.queryByRole('button', { name: checkoutTexts.backToResults })).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §10 Checkout: quote and main guest

/** quote/pending: the popup while the quote polls (a second apart, as in the portal). */
export const QuotePending: Story = {
  args: { pollDelaysMs: undefined },
  parameters: playing('quote/pending'),
  play: async () => {
    await saveAndContinue();
    await expectLoadingPopup('quote');
  },
};

/** quote/success: the breakdown of the quote, in cash and rewards, and the earn string. */
export const QuoteSuccess: Story = {
  parameters: playing('quote/success'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    const breakdown = screen.getByRole('region', { name: checkoutBreakdownTexts.priceDetails });
    await expect(within(breakdown).getByText(checkoutBreakdownTexts.tripTotal)).toBeVisible();
    await expect(await within(breakdown).findByText(/You'll earn/, undefined, slow)).toBeVisible();
  },
};

/** quote/fees: a line for every fee kind. */
export const QuoteFees: Story = {
  parameters: playing('quote/fees'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    const breakdown = screen.getByRole('region', { name: checkoutBreakdownTexts.priceDetails });
    for (const kind of feeKinds) {
      await expect(within(breakdown).getByText(feeKindNames[kind])).toBeVisible();
    }
  },
};

/** quote/poll-non-200: a failed poll counts as pending, then the quote is ready. */
export const QuotePollNon200: Story = {
  parameters: playing('quote/poll-non-200'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

const quoteFailure = (scenario: ScenarioId, title: string, buttons: readonly string[]): Story => ({
  parameters: playing(scenario),
  play: async () => {
    await saveAndContinue();
    await expectErrorPanel(title, buttons);
    // spec: platform §4 errors in the quote reset the view to traveler edit mode.
    await expect(travelerMode()).toBe('edit');
  },
});

/** quote/failure: a handled error (blocked dates); back to traveler edit mode. */
export const QuoteFailure = quoteFailure(
  'quote/failure',
  unavailabilityMessage('BlockedDates').title,
  [unavailabilityMessage('BlockedDates').actionLabel],
);

/** quote/failure-unhandled: the default panel. */
export const QuoteFailureUnhandled = quoteFailure(
  'quote/failure-unhandled',
  'Uh oh! Something went wrong',
  ['Search Again', 'Choose Another Property'],
);

/** quote/schedule-failed: the generic error. */
export const QuoteScheduleFailed = quoteFailure('quote/schedule-failed', 'Something went wrong.', [
  'Try Again',
]);

/** quote/no-session-token. */
export const QuoteNoSessionToken = quoteFailure(
  'quote/no-session-token',
  'Session token is not present.',
  ['Try Again'],
);

/** quote/confirmation-details-error: no panel; back to traveler edit mode to fix the details. */
export const QuoteConfirmationDetailsError: Story = {
  parameters: playing('quote/confirmation-details-error'),
  play: async () => {
    await saveAndContinue();
    await waitFor(() => expect(travelerMode()).toBe('edit'), slow);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(screen.getByRole('radio', { name: 'Visa ending in 4417' })).toBeDisabled();
  },
};

/** quote/price-increase: Continue acknowledges the new price. */
export const QuotePriceIncrease: Story = {
  parameters: playing('quote/price-increase'),
  play: async () => {
    await saveAndContinue();
    const dialog = await expectErrorPanel('The price has increased by $37.50.', [
      'Continue',
      'Choose Another Property',
    ]);
    // The default account's rewards pay the whole stay, so the booking is valid: Continue books.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await arrivedAt('Booking Confirmation');
  },
};

/** quote/price-decrease. */
export const QuotePriceDecrease: Story = {
  parameters: playing('quote/price-decrease'),
  play: async () => {
    await saveAndContinue();
    await expectErrorPanel("You're in luck! The price has decreased by $42.25.", ['Continue']);
  },
};

/** quote/price-change-small: under a dollar, no panel. */
export const QuotePriceChangeSmall: Story = {
  parameters: playing('quote/price-change-small'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** quote/restriction-dates: the change-dates action opens the listing and its date picker. */
export const QuoteRestrictionDates: Story = {
  parameters: playing('quote/restriction-dates'),
  play: async () => {
    const message = unavailabilityMessage('MinStayViolation');
    await saveAndContinue();
    const dialog = await expectErrorPanel(message.title, [message.actionLabel]);
    await userEvent.click(within(dialog).getByRole('button', { name: message.actionLabel }));
    await arrivedAt('Listing page');
  },
};

/** quote/restriction-guests: modify travelers goes back to the traveler section. */
export const QuoteRestrictionGuests: Story = {
  parameters: playing('quote/restriction-guests'),
  play: async () => {
    const message = unavailabilityMessage('OccupancyViolation');
    await saveAndContinue();
    const dialog = await expectErrorPanel(message.title, [message.actionLabel]);
    await userEvent.click(within(dialog).getByRole('button', { name: message.actionLabel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(travelerMode()).toBe('edit');
  },
};

/**
 * main-guest/pending: payment stays disabled while the main guest is added. The scenario answers
 * 1.5 s late, as a slow network would in the portal; the story holds the answer, so that its shot
 * is of the wait however long the play and its axe check take on a busy machine.
 */
const mainGuestPending: Partial<HandlersByArea> = playing('main-guest/pending').msw.handlers;
export const MainGuestPending: Story = {
  parameters: {
    msw: {
      handlers: {
        ...mainGuestPending,
        // In the area's own list: Storybook merges a story's handlers into the meta's by area.
        purchase: [
          ...neverAnswers('post', purchasePaths.addMainGuest),
          ...(mainGuestPending.purchase ?? []),
        ],
      },
    },
  },
  play: async () => {
    await saveAndContinue();
    await expectLoadingPopup('quote');
    await expect(
      screen.getByRole('radio', { name: 'Visa ending in 4417', hidden: true }),
    ).toBeDisabled();
  },
};

/** main-guest/success: payment opens. */
export const MainGuestSuccess: Story = {
  parameters: playing('main-guest/success'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
  },
};

/** main-guest/failure: the generic error; payment stays disabled. */
export const MainGuestFailure: Story = {
  parameters: playing('main-guest/failure'),
  play: async () => {
    await saveAndContinue();
    await expectErrorPanel('Something went wrong.', ['Try Again']);
    await expect(
      screen.getByRole('radio', { name: 'Visa ending in 4417', hidden: true }),
    ).toBeDisabled();
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §11 Checkout: rewards, wallet

const paymentLine = (label: string) =>
  within(screen.getByRole('region', { name: checkoutBreakdownTexts.priceDetails })).queryByText(
    label,
  );

/** checkout/rewards/full: the chosen account's rewards cover the total. */
export const RewardsFull: Story = {
  parameters: playing('checkout/rewards/full'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await waitFor(() => expect(paymentLine(paymentLineLabels.rewards)).toBeVisible(), slow);
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  },
};

/** checkout/rewards/split: a custom amount applied, the rest on a card. */
export const RewardsSplit: Story = {
  parameters: playing('checkout/rewards/split'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await expect(screen.getByText('Use a custom amount')).toBeVisible();
  },
};

/** checkout/rewards/missing-in-quote: the chosen account is not in the quote: no rewards pay. */
export const RewardsMissingInQuote: Story = {
  parameters: playing('checkout/rewards/missing-in-quote'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await expect(paymentLine(paymentLineLabels.rewards)).toBeNull();
  },
};

/** checkout/rewards/over-total: the rewards are reduced to the trip total. */
export const RewardsOverTotal: Story = {
  parameters: playing('checkout/rewards/over-total'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await waitFor(() => expect(paymentLine(checkoutBreakdownTexts.amountDue)).toBeVisible(), slow);
  },
};

/** checkout/rewards/below-minimum: the account that does not meet its minimum says so. */
export const RewardsBelowMinimum: Story = {
  parameters: playing('checkout/rewards/below-minimum'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await expect(
      screen.getAllByText('This account does not meet the minimum redemption amount.')[0],
    ).toBeVisible();
  },
};

/** checkout/rewards/all-below-minimum: pay by card; rewards set to do-not-apply. */
export const RewardsAllBelowMinimum: Story = {
  parameters: playing('checkout/rewards/all-below-minimum'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await expect(
      screen.getByText(
        'None of your accounts meets the minimum redemption amount. Please pay with your credit card.',
      ),
    ).toBeVisible();
    await expect(screen.getByRole('radio', { name: 'Do not apply rewards' })).toBeChecked();
  },
};

/** checkout/rewards/earn: the earn string of the booking. */
export const RewardsEarn: Story = {
  parameters: playing('checkout/rewards/earn'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await expect(
      await screen.findByText(/You'll earn .* on this booking\./, undefined, slow),
    ).toBeVisible();
  },
};

const applyCredit = () =>
  userEvent.click(screen.getByRole('checkbox', { name: new RegExp(walletTexts.applyCredit) }));

/** checkout/wallet/credit-only: the credit covers the total; nothing due, no card needed. */
export const WalletCreditOnly: Story = {
  parameters: playing('checkout/wallet/credit-only'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await doNotApplyRewards();
    await applyCredit();
    await expect(await screen.findByText(walletTexts.fullyCovered)).toBeVisible();
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  },
};

/** checkout/wallet/offer-only: the offer covers the total. */
export const WalletOfferOnly: Story = {
  parameters: playing('checkout/wallet/offer-only'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await doNotApplyRewards();
    const offers = screen.getByRole('radiogroup', { name: walletTexts.offers });
    // "No offer" comes first; the offer follows it.
    await userEvent.click(within(offers).getAllByRole('radio')[1] ?? offers);
    await expect(await screen.findByText(walletTexts.fullyCovered)).toBeVisible();
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  },
};

/** checkout/wallet/credit-and-offer: both together cover the total. */
export const WalletCreditAndOffer: Story = {
  parameters: playing('checkout/wallet/credit-and-offer'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await doNotApplyRewards();
    await applyCredit();
    const offers = screen.getByRole('radiogroup', { name: walletTexts.offers });
    // "No offer" comes first; the offer follows it.
    await userEvent.click(within(offers).getAllByRole('radio')[1] ?? offers);
    await expect(paymentLine(paymentLineLabels.offer)).toBeVisible();
  },
};

/** Applies the travel credit and the first offer. */
async function applyCreditAndOffer() {
  await saveAndContinue();
  await paymentOpen();
  await doNotApplyRewards();
  await applyCredit();
  const offers = screen.getByRole('radiogroup', { name: walletTexts.offers });
  // "No offer" comes first; the offer follows it.
  await userEvent.click(within(offers).getAllByRole('radio')[1] ?? offers);
}

/** experiment/credit-offer-stacking/on: a credit and an offer apply together. */
export const CreditOfferStackingOn: Story = {
  parameters: playing('experiment/credit-offer-stacking/on'),
  play: async () => {
    await applyCreditAndOffer();
    await waitFor(() => expect(paymentLine(paymentLineLabels.offer)).toBeVisible());
    await expect(paymentLine(paymentLineLabels.credit)).toBeVisible();
  },
};

/** experiment/credit-offer-stacking/off: one wallet item applies, the one worth more. */
export const CreditOfferStackingOff: Story = {
  parameters: playing('experiment/credit-offer-stacking/off'),
  play: async () => {
    await applyCreditAndOffer();
    await waitFor(() =>
      expect(
        [paymentLineLabels.offer, paymentLineLabels.credit].filter(
          (label) => screen.queryByText(label) !== null,
        ),
      ).toHaveLength(1),
    );
  },
};

/** checkout/wallet/partial: the credit applied, the rest by card. */
export const WalletPartial: Story = {
  parameters: playing('checkout/wallet/partial'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await doNotApplyRewards();
    await applyCredit();
    await expect(paymentLine(paymentLineLabels.credit)).toBeVisible();
    await expect(confirmAndBookButton()).toBeDisabled();
    await chooseCard();
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  },
};

/** checkout/wallet/none: nothing to apply. */
export const WalletNone: Story = {
  parameters: playing('checkout/wallet/none'),
  play: async () => {
    await pageLoaded();
    await expect(await screen.findByText(walletTexts.empty, undefined, slow)).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §11 Checkout: corporate

const reasonName = new RegExp(`^${outOfPolicyTexts.reasonLabel}`);
const reasonField = () => screen.getByRole('textbox', { name: reasonName });
const approvalLine = (approval: ApprovalType) =>
  screen.findByText(outOfPolicyTexts.approval[approval], undefined, slow);

/** Saves the traveler and pays by the saved Visa without rewards: Confirm and Book is on. */
async function payByCard() {
  await saveAndContinue();
  await paymentOpen();
  await doNotApplyRewards();
  await chooseCard();
  await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
}

/** No reason is asked: no notice, no field. */
async function expectWithinPolicy() {
  await expect(screen.queryByText(outOfPolicyTexts.aboveLimit)).toBeNull();
  await expect(screen.queryByRole('textbox', { name: reasonName })).toBeNull();
}

/**
 * checkout/corporate/out-of-policy: the nightly price is above the tier's cap, so the reason is
 * asked; Confirm and Book without one says so, and with one the stay is booked. That the booking
 * carries corporateOutOfPolicyReason is checked in @wayfare/booking (useOutOfPolicy.test.tsx):
 * the stories cannot read the requests.
 */
export const CorporateOutOfPolicy: Story = {
  parameters: playing('checkout/corporate/out-of-policy'),
  globals: corporateTenant,
  play: async () => {
    await payByCard();
    await expect(screen.getByText(outOfPolicyTexts.aboveLimit)).toBeVisible();
    await expect(reasonField()).toBeRequired();
    await expect(await approvalLine('auto')).toBeVisible();
    // Without a reason: the field says what is missing and takes the focus; nothing is booked.
    await userEvent.click(confirmAndBookButton());
    await expect(await screen.findByText(outOfPolicyTexts.reasonMissing)).toBeVisible();
    await expect(reasonField()).toHaveFocus();
    await expect(reasonField()).toBeInvalid();
    await expect(screen.queryByRole('dialog')).toBeNull();
    // The keyboard: the focus is in the field, so typing gives the reason.
    await userEvent.keyboard('Client meeting next door');
    await expect(reasonField()).toHaveValue('Client meeting next door');
    await expect(screen.queryByText(outOfPolicyTexts.reasonMissing)).toBeNull();
    await userEvent.click(confirmAndBookButton());
    await arrivedAt('Booking Confirmation');
  },
};

/** checkout/corporate/policy-inactive: no limits apply: no reason asked, the stay books as is. */
export const CorporatePolicyInactive: Story = {
  parameters: playing('checkout/corporate/policy-inactive'),
  globals: corporateTenant,
  play: async () => {
    await payByCard();
    await expect(await approvalLine('auto')).toBeVisible();
    await expectWithinPolicy();
    await userEvent.click(confirmAndBookButton());
    await arrivedAt('Booking Confirmation');
  },
};

/** checkout/corporate/approval-required: the booking goes to review within 24 hours (24hr_review). */
export const CorporateApprovalRequired: Story = {
  parameters: playing('checkout/corporate/approval-required'),
  globals: corporateTenant,
  play: async () => {
    await payByCard();
    await expect(await approvalLine('24hr_review')).toBeVisible();
    await expect(screen.queryByText(outOfPolicyTexts.approval.auto)).toBeNull();
    await expectWithinPolicy();
  },
};

/** checkout/corporate/auto-approval: the booking is approved automatically. */
export const CorporateAutoApproval: Story = {
  parameters: playing('checkout/corporate/auto-approval'),
  globals: corporateTenant,
  play: async () => {
    await payByCard();
    await expect(await approvalLine('auto')).toBeVisible();
    await expect(screen.queryByText(outOfPolicyTexts.approval['24hr_review'])).toBeNull();
    await expectWithinPolicy();
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §12 Checkout: payment verification (adding a card)

/** payment/verify-success: the new card is stored and chosen. */
export const PaymentVerifySuccess: Story = {
  parameters: playing('payment/verify-success'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await addCard('4242424242424242');
    await waitFor(
      () => expect(screen.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked(),
      slow,
    );
  },
};

const verifyFailure = (scenario: ScenarioId, number: string, title: string): Story => ({
  parameters: playing(scenario),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    await addCard(number);
    const dialog = await expectErrorPanel(title, ['Edit Payment Information']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Payment Information' }));
    await expect(await screen.findByRole('dialog', { name: 'Add a new card' })).toBeVisible();
    // The card vault's frame has loaded its fields: the picture is of the whole form.
    await cardFrameFields();
  },
});

export const PaymentVerifyCardDeclined = verifyFailure(
  'payment/verify-card-declined',
  '4000000000000002',
  'Error Adding Payment Method',
);
export const PaymentVerifyExcessiveActivity = verifyFailure(
  'payment/verify-excessive-activity',
  '4000000000000069',
  'Error Adding Payment Method',
);
export const PaymentVerifyGenericError = verifyFailure(
  'payment/verify-generic-error',
  '4000000000000119',
  'Error Adding Payment Method',
);
export const PaymentVerifyInvalidCvv = verifyFailure(
  'payment/verify-invalid-cvv',
  '4000000000000127',
  'CVV Error',
);
export const PaymentVerifyInvalidAddress = verifyFailure(
  'payment/verify-invalid-address',
  '4000000000000135',
  'Address Verification Error',
);

/** payment/invalid-card: the invalid-card modal with edit and try again. */
export const PaymentInvalidCard: Story = {
  parameters: playing('payment/invalid-card'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    // Ends in 0000, which the fake backend verifies without a last four (and passes the Luhn check).
    await addCard('4200000000000000');
    const dialog = await screen.findByRole('dialog', { name: "We couldn't add this card" }, slow);
    // The modal fades in.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Edit Payment Information' }),
      ).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeVisible();
    // Edit Payment Information goes back to the card form.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Payment Information' }));
    const form = await screen.findByRole('dialog', { name: 'Add a new card' });
    await expect(form).toBeVisible();
    // Cancel closes it: a modal over a full-page screenshot sits wherever the page had scrolled,
    // which varies from run to run (the form has its own stories in ui).
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a new card' })).toBeNull(),
    );
  },
};

/** payment/saved-cards: a saved card of every type. */
export const PaymentSavedCards: Story = {
  parameters: playing('payment/saved-cards'),
  play: async () => {
    await saveAndContinue();
    await paymentOpen();
    for (const type of [
      'Visa',
      'Master',
      'American Express',
      'Diners Club',
      'Discover',
      'Jcb',
      'Dankort',
      'Maestro',
    ]) {
      await expect(
        screen.getAllByRole('radio', { name: new RegExp(`^${type} ending in`) })[0],
      ).toBeEnabled();
    }
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §13 Checkout: booking (fulfil) and error panels

/** fulfil/pending: the popup while the booking polls (a second apart, as in the portal). */
export const FulfilPending: Story = {
  args: { pollDelaysMs: undefined },
  parameters: playing('fulfil/pending'),
  play: async () => {
    await bookWithCard();
    await expectLoadingPopup('fulfil');
  },
};

const toConfirmation = (scenario: ScenarioId): Story => ({
  parameters: playing(scenario),
  play: async () => {
    await bookWithCard();
    await arrivedAt('Booking Confirmation');
    await expect(screen.getByText(confirmationTexts.confirmationNumber('WF-7Q2K9'))).toBeVisible();
    await expect(
      screen.getByText(confirmationTexts.emailSent('ada.lovelace@example.com')),
    ).toBeVisible();
  },
});

/** fulfil/success: the confirmation page, with the email and earn string in the history state. */
export const FulfilSuccess = toConfirmation('fulfil/success');

/** fulfil/poll-non-200: a failed poll counts as pending, then the stay is booked. */
export const FulfilPollNon200 = toConfirmation('fulfil/poll-non-200');

/** fulfil/poll-timeout: the browser goes to the trips page. */
export const FulfilPollTimeout: Story = {
  parameters: playing('fulfil/poll-timeout'),
  play: async ({ args }) => {
    await bookWithCard();
    await waitFor(() => expect(args.assignLocation).toHaveBeenCalledWith('/trips/'), slow);
  },
};

const fulfilFailure = (scenario: ScenarioId, title: string, buttons: readonly string[]): Story => ({
  parameters: playing(scenario),
  play: async () => {
    await bookWithCard();
    await expectErrorPanel(title, buttons);
  },
});

export const FulfilScheduleFailed = fulfilFailure(
  'fulfil/schedule-failed',
  'Something went wrong.',
  ['Try Again'],
);
export const FulfilNoSession = fulfilFailure('fulfil/no-session', 'Session is undefined', [
  'Try Again',
]);

/** fulfil/card-not-found: Continue clears the panel and quotes again, to choose a card. */
export const FulfilCardNotFound: Story = {
  parameters: playing('fulfil/card-not-found'),
  play: async () => {
    await bookWithCard();
    const dialog = await expectErrorPanel('We were unable to process your payment method.', [
      'Continue',
    ]);
    await expect(
      within(dialog).getByText(/Please choose another payment method or add this one again/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await paymentOpen();
    await expect(screen.getByRole('radio', { name: 'Visa ending in 4417' })).not.toBeChecked();
  },
};

const fraud = "There is an issue with you account. Please contact the issuer's support.";
export const FulfilFraudAutoReject = fulfilFailure('fulfil/fraud-auto-reject', fraud, [
  'Search Again',
]);
export const FulfilLikelyFraud = fulfilFailure('fulfil/likely-fraud', fraud, ['Search Again']);
export const FulfilRedemptionFailure = fulfilFailure(
  'fulfil/redemption-failure',
  'Rewards Redemption Failure',
  ['Try Again'],
);
export const FulfilCardDeclined = fulfilFailure(
  'fulfil/card-declined',
  'Error Adding Payment Method',
  ['Edit Payment Information'],
);
export const FulfilProductError = fulfilFailure(
  'fulfil/product-error',
  errorPanelContent({ kind: 'default' }).title,
  ['Search Again', 'Choose Another Property'],
);
export const FulfilErrorCode = fulfilFailure(
  'fulfil/error-code',
  errorPanelContent({ kind: 'default' }).title,
  ['Search Again', 'Choose Another Property'],
);

/** fulfil/network-failure: the booking may exist: "Something went wrong.", and no second booking. */
export const FulfilNetworkFailure: Story = {
  parameters: playing('fulfil/network-failure'),
  play: async () => {
    await bookWithCard();
    await expectErrorPanel('Something went wrong.', ['Go to My Trips']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('alert')).toHaveTextContent(bookingUnknownNotice.text);
    await expect(screen.getByRole('link', { name: bookingUnknownNotice.link })).toHaveAttribute(
      'href',
      '/trips/',
    );
    await expect(confirmAndBookButton()).toBeDisabled();
  },
};

// ---------------------------------------------------------------------------------------------
// Loading: the checkout holds its room while its parts come, so nothing below them moves

/**
 * The trip (its listing) loading: the spinner in a screen's height, so the page's footer waits
 * below the fold instead of being pushed down when the checkout comes.
 */
export const LoadingTrip: Story = {
  parameters: playing('shop/loading'),
  play: async () => {
    const spinner = await screen.findByRole('progressbar', { name: 'Loading your trip' }, slow);
    await expect(spinner.parentElement?.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      window.innerHeight,
    );
  },
};

/**
 * The saved travelers a second late: the step's skeleton is the size of the step it becomes (at
 * each width its own story, the play waiting for the travelers).
 */
export const TravelerStepArrivesDesktop: Story = {
  parameters: {
    msw: {
      handlers: {
        travelers: [
          // Nothing returned after the wait: the travelers' own answer follows.
          http.put(`*${apiBasePath}/passengers/list`, async () => void (await delay(1000))),
          ...travelersHandlers(),
        ],
      },
    },
  },
  play: async () => {
    const skeleton = await screen.findByRole(
      'status',
      { name: 'Loading the traveler information' },
      slow,
    );
    const room = skeleton.getBoundingClientRect().height;
    await screen.findByRole('button', { name: checkoutTexts.saveAndContinue }, slow);
    // Within half a pixel: the step's text lines end on fractions of one.
    await expect(travelerStep().getBoundingClientRect().height).toBeCloseTo(room, 0);
  },
};

// ---------------------------------------------------------------------------------------------
// STATES §9 Checkout, mobile (below 960 px)

/** Step 0 (TravelerInformation): summary and traveler; back goes to the listing. */
export const MobileStepTraveler: Story = {
  globals: mobileViewport,
  parameters: playing('checkout/initial'),
  play: async () => {
    await stepHeading(mobileStepTitles.TravelerInformation);
    await expect(
      screen.getByRole('heading', { name: 'Lakeside Cabin with Private Dock and Boathouse' }),
    ).toBeVisible();
    await expect(
      await screen.findByRole('combobox', { name: travelerStepTexts.traveler }, slow),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await arrivedAt('Listing page');
  },
};

/** Step 1 (ContactInformation): the traveler and contact saved, Continue quotes. */
export const MobileStepContact: Story = {
  globals: mobileViewport,
  parameters: playing('checkout/initial'),
  play: async () => {
    await toContactStep();
    await expect(screen.getByText('ada.lovelace@example.com')).toBeVisible();
    await expect(screen.getByRole('button', { name: mobileCheckoutTexts.continue })).toBeEnabled();
  },
};

/** Step 2 (RewardsAndPayment): the full-screen popup ending in Review my Trip; back to traveler. */
export const MobileStepPayment: Story = {
  globals: mobileViewport,
  parameters: playing('checkout/initial'),
  play: async () => {
    const popup = await toPaymentStep();
    await waitFor(() =>
      expect(within(popup).getByRole('button', { name: checkoutTexts.reviewMyTrip })).toBeVisible(),
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Go back' }));
    await stepHeading(mobileStepTitles.TravelerInformation);
  },
};

/** Step 3 (Review): summary, breakdown in cash and rewards, need to know, FAQ, terms, Confirm and Book. */
export const MobileStepReview: Story = {
  globals: mobileViewport,
  parameters: playing('checkout/initial'),
  play: async () => {
    await toReviewStep();
    await expect(screen.getAllByText(checkoutBreakdownTexts.tripTotal)[0]).toBeVisible();
    await expect(
      screen.getByRole('heading', { name: mobileCheckoutTexts.needToKnow }),
    ).toBeVisible();
    await expect(screen.getByRole('heading', { name: mobileCheckoutTexts.faq })).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Can I change or cancel my booking?' }),
    );
    await expect(
      await screen.findByText(/cancellation policy, shown under Need to know/),
    ).toBeVisible();
    await expect(screen.getByText(/By selecting Confirm and Book, you agree/)).toBeVisible();
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await screen.findByRole('dialog', { name: mobileStepTitles.RewardsAndPayment }, slow);
  },
};

/** Review, then Confirm and Book: the confirmation page. */
export const MobileBooked: Story = {
  globals: mobileViewport,
  parameters: playing('fulfil/success'),
  play: async () => {
    await toReviewStep();
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
    await userEvent.click(confirmAndBookButton());
    await arrivedAt('Booking Confirmation');
  },
};

/** Variant: changing the traveler on Review quotes again and returns to payment. */
export const MobileReviewEdit: Story = {
  globals: mobileViewport,
  parameters: playing('checkout/initial'),
  play: async () => {
    await toReviewStep();
    await userEvent.click(screen.getByRole('button', { name: checkoutTexts.editTraveler }));
    const select = await screen.findByRole('combobox', { name: travelerStepTexts.traveler });
    await userEvent.selectOptions(select, 'Charles Babbage');
    await userEvent.click(screen.getByRole('button', { name: checkoutTexts.saveAndContinue }));
    await screen.findByRole('dialog', { name: mobileStepTitles.RewardsAndPayment }, slow);
  },
};

/** Variant: a quote error returns to the traveler step. */
export const MobileErrorReturn: Story = {
  globals: mobileViewport,
  parameters: playing('quote/failure-unhandled'),
  play: async () => {
    await toContactStep();
    await userEvent.click(screen.getByRole('button', { name: mobileCheckoutTexts.continue }));
    await expectErrorPanel('Uh oh! Something went wrong', ['Search Again']);
    await expect(
      screen.getByRole('heading', {
        level: 1,
        name: mobileStepTitles.TravelerInformation,
        hidden: true,
      }),
    ).toBeInTheDocument();
  },
};

/** Variant: the price-quote loading popup on mobile. */
export const MobileQuotePending: Story = {
  globals: mobileViewport,
  args: { pollDelaysMs: undefined },
  parameters: playing('quote/pending'),
  play: async () => {
    await toContactStep();
    await userEvent.click(screen.getByRole('button', { name: mobileCheckoutTexts.continue }));
    await expectLoadingPopup('quote');
  },
};

/**
 * Variant: travel-app mode opens at the step of bookStep, shows no Go back at any step (the app's
 * own back steps back through bookStep) and books to the confirmation (whose address keeps
 * isTravelApp: the e2e journey in travel-app mode checks it).
 */
export const MobileTravelApp: Story = {
  globals: mobileViewport,
  args: { path: `${checkoutPath}&isTravelApp=true&bookStep=0` },
  parameters: playing('fulfil/success'),
  play: async () => {
    await stepHeading(mobileStepTitles.TravelerInformation);
    await expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    await toReviewStep();
    await expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
    await userEvent.click(confirmAndBookButton());
    await arrivedAt('Booking Confirmation');
  },
};

/** Corporate at mobile: the payment popup is "Payment". */
export const MobileCorporate: Story = {
  globals: { ...mobileViewport, ...corporateTenant },
  parameters: playing('checkout/initial'),
  play: async () => {
    const popup = await toPaymentStep();
    await waitFor(() =>
      expect(within(popup).getByRole('heading', { name: 'Payment' })).toBeVisible(),
    );
  },
};

/** Corporate out of policy at mobile: the reason is asked in the payment popup, before Review. */
export const CorporateOutOfPolicyMobile: Story = {
  globals: { ...mobileViewport, ...corporateTenant },
  parameters: playing('checkout/corporate/out-of-policy'),
  play: async () => {
    const popup = await toPaymentStep();
    // The popup fades in.
    await waitFor(() => expect(within(popup).getByText(outOfPolicyTexts.aboveLimit)).toBeVisible());
    await userEvent.click(within(popup).getByRole('radio', { name: 'Do not apply rewards' }));
    await userEvent.click(within(popup).getByRole('radio', { name: 'Visa ending in 4417' }));
    const review = within(popup).getByRole('button', { name: checkoutTexts.reviewMyTrip });
    await waitFor(() => expect(review).toBeEnabled(), slow);
    await userEvent.click(review);
    await expect(await within(popup).findByText(outOfPolicyTexts.reasonMissing)).toBeVisible();
    const field = within(popup).getByRole('textbox', { name: reasonName });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('Client meeting next door');
    await userEvent.click(review);
    await stepHeading(mobileStepTitles.Review);
    await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
    await userEvent.click(confirmAndBookButton());
    await arrivedAt('Booking Confirmation');
  },
};

/** The step's skeleton at phone width, where the step's fields stack: the step's size too. */
export const TravelerStepArrivesMobile: Story = {
  ...TravelerStepArrivesDesktop,
  globals: mobileViewport,
};
