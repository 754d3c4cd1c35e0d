import { checkoutTexts, loadingMessages } from '@wayfare/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Steps of the checkout, as a traveller takes them, for the stories' play functions. */

const slow = { timeout: 10000 };

export const checkoutPath =
  '/vacation-rentals/book/?listingId=listing-lakeside-cabin&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&locationName=Dorset%2C+ON';

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
