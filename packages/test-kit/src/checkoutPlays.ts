import {
  checkoutTexts,
  loadingMessages,
  mobileCheckoutTexts,
  mobileStepTitles,
} from '@wayfare/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { slow } from './dialogPlays';

/** Steps of the checkout screen (@wayfare/checkout), as a traveller takes them, for every product's stories. */

/**
 * Polls 25 ms apart, so stories do not wait a second per poll: a booking that never settles times
 * out after one second instead of the portal's minutes.
 */
export const fastPolls: readonly number[] = Array.from({ length: 40 }, () => 25);

export const pageLoaded = () =>
  screen.findByRole('heading', { level: 1, name: checkoutTexts.title }, slow);

export async function saveAndContinue() {
  await pageLoaded();
  await userEvent.click(
    await screen.findByRole('button', { name: checkoutTexts.saveAndContinue }, slow),
  );
}

/** The quote and the main guest are done: the payment section opens. */
export async function paymentOpen() {
  await waitFor(
    () => expect(screen.getByRole('radio', { name: 'Visa ending in 4417' })).toBeEnabled(),
    slow,
  );
}

export async function chooseCard(name = 'Visa ending in 4417') {
  await userEvent.click(screen.getByRole('radio', { name }));
}

export async function doNotApplyRewards() {
  await userEvent.click(screen.getByRole('radio', { name: 'Do not apply rewards' }));
}

export const confirmAndBookButton = () =>
  screen.getByRole('button', { name: checkoutTexts.confirmAndBook });

/** Saves the traveler, pays by the saved Visa without rewards, and books. */
export async function bookWithCard() {
  await saveAndContinue();
  await paymentOpen();
  await doNotApplyRewards();
  await chooseCard();
  await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  await userEvent.click(confirmAndBookButton());
}

/** The error panel's dialog, found by its title. */
export const errorDialog = (title: string) => screen.findByRole('dialog', { name: title }, slow);

export async function expectErrorPanel(title: string, buttons: readonly string[]) {
  const dialog = await errorDialog(title);
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: title })).toHaveFocus());
  // The dialog fades in.
  for (const name of buttons) {
    await waitFor(() => expect(within(dialog).getByRole('button', { name })).toBeVisible());
  }
  return dialog;
}

export async function expectLoadingPopup(kind: keyof typeof loadingMessages) {
  const popup = await screen.findByRole('dialog', { name: loadingMessages[kind] }, slow);
  await waitFor(() => expect(popup).toBeVisible());
}

/** The page the checkout went to (the confirmation, or a card naming the page), by its heading. */
export const arrivedAt = (name: string) => screen.findByRole('heading', { level: 1, name }, slow);

/** A mobile step's title, the page's heading. */
export const stepHeading = (title: string) =>
  screen.findByRole('heading', { level: 1, name: title }, slow);

/** Mobile step 0, then Save & Continue: the contact step. */
export async function toContactStep() {
  await stepHeading(mobileStepTitles.TravelerInformation);
  await userEvent.click(
    await screen.findByRole('button', { name: checkoutTexts.saveAndContinue }, slow),
  );
  await stepHeading(mobileStepTitles.ContactInformation);
}

/** Mobile steps 0 and 1, then the quote: the full-screen payment popup. */
export async function toPaymentStep() {
  await toContactStep();
  await userEvent.click(screen.getByRole('button', { name: mobileCheckoutTexts.continue }));
  const popup = await screen.findByRole(
    'dialog',
    { name: mobileStepTitles.RewardsAndPayment },
    slow,
  );
  await waitFor(() =>
    expect(within(popup).getByRole('radio', { name: 'Visa ending in 4417' })).toBeEnabled(),
  );
  return popup;
}

/** Mobile steps 0 to 2, paying by the saved Visa: the review step. */
export async function toReviewStep() {
  const popup = await toPaymentStep();
  await userEvent.click(within(popup).getByRole('radio', { name: 'Do not apply rewards' }));
  await userEvent.click(within(popup).getByRole('radio', { name: 'Visa ending in 4417' }));
  await userEvent.click(within(popup).getByRole('button', { name: checkoutTexts.reviewMyTrip }));
  await stepHeading(mobileStepTitles.Review);
}

/**
 * Books by the saved Visa without rewards in the layout the width shows (spec: platform §9 960 px
 * breakpoint): the desktop page, or the mobile steps to Review.
 */
export async function bookWithCardAtThisWidth() {
  if (window.innerWidth >= 960) return bookWithCard();
  await toReviewStep();
  await waitFor(() => expect(confirmAndBookButton()).toBeEnabled(), slow);
  await userEvent.click(confirmAndBookButton());
}

/** The payment section, open, in the layout the width shows: the desktop page or the mobile popup. */
export async function paymentOpenAtThisWidth() {
  if (window.innerWidth >= 960) {
    await saveAndContinue();
    await paymentOpen();
    return;
  }
  await toPaymentStep();
}
