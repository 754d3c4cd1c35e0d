import type { Locator, Page } from '@playwright/test';
import { slow } from './booking';
import { expect, test } from './fixtures';

// My Trips' flight journeys (STATES §22 and §23): cancelling a flight and changing one, on the
// happy path's Toronto - Paris - Toronto round trip, which the fake backend lets be cancelled
// ($2,034.60 back after a $150 fee) and changed for real. The texts are the modals' own.

const flightTitle = 'Toronto - Paris - Toronto';
const flightTripId = 'trip-flight-yyz-cdg';
const itinerary = (scenario?: string) =>
  `/trips/itinerary/?tripId=${flightTripId}${scenario === undefined ? '' : `&scenario=${scenario}`}`;

/**
 * Moves focus with Tab alone until `target` has it, as a keyboard user gets there: the journey
 * fails if Tab never reaches it (a control out of the focus order).
 */
async function tabTo(page: Page, target: Locator, most = 150) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${most} presses.`);
}

/** Tabs to a control and presses Enter on it. */
async function pressWithKeyboard(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** A step of a modal, once its heading shows and has focus (each step's heading takes it). */
async function stepShown(dialog: Locator, heading: string) {
  const shown = dialog.getByRole('heading', { name: heading });
  await expect(shown).toBeVisible(slow);
  await expect(shown).toBeFocused(slow);
}

/** The trip's details; `includeHidden` as an open modal hides the page from assistive technology. */
const details = (page: Page) =>
  page.getByRole('article', { name: flightTitle, includeHidden: true });

test('a flight is cancelled with the keyboard alone: its policy, the confirmation, the success, then it is under Past trips', async ({
  page,
}) => {
  await page.goto('/trips/');
  const upcoming = page.getByRole('tabpanel', { name: 'Upcoming trips' });
  const card = upcoming.locator(`article[data-trip-id="${flightTripId}"]`);
  await pressWithKeyboard(page, card.getByRole('link', { name: flightTitle }));
  await expect(page).toHaveURL(new RegExp(`tripId=${flightTripId}$`));

  await pressWithKeyboard(page, page.getByRole('button', { name: 'Cancel flight' }));
  const dialog = page.getByRole('dialog', { name: 'Cancel flight' });
  await stepShown(dialog, 'Your cancellation options');
  await expect(
    dialog.getByText(
      'Your fare is partly refundable: the airline keeps a cancellation fee and refunds the rest.',
    ),
  ).toBeVisible();
  await expect(
    dialog.getByText('Cost to cancel').locator('xpath=following-sibling::*[1]'),
  ).toHaveText('$150.00');
  // products §1: online cancellation covers all passengers.
  await expect(
    dialog.getByText('Cancelling online cancels this flight for all 2 travelers on the booking.'),
  ).toBeVisible();
  await pressWithKeyboard(page, dialog.getByRole('button', { name: 'Continue' }));

  await stepShown(dialog, 'Confirm your cancellation');
  const travelers = dialog.getByRole('list', { name: 'Travelers on this booking' });
  await expect(travelers.getByRole('listitem')).toHaveText([/Alex Morgan/, /Jamie Morgan/]);
  await pressWithKeyboard(page, dialog.getByRole('button', { name: 'Confirm cancellation' }));

  await stepShown(dialog, 'Your flight is cancelled');
  await expect(
    dialog.getByText('You get part of the fare back: $2,034.60 back to your card.'),
  ).toBeVisible();
  await pressWithKeyboard(page, dialog.getByRole('button', { name: 'Done' }));
  await expect(dialog).toBeHidden();
  await expect(details(page)).toHaveAttribute('data-status', 'Canceled', slow);

  await pressWithKeyboard(page, page.getByRole('link', { name: 'Back to My Trips' }));
  await expect(card).toHaveCount(0, slow);
  // The tabs follow the arrow keys (automatic activation): four to the right is Past trips.
  await tabTo(page, page.getByRole('tab', { name: 'Upcoming trips' }));
  for (let tab = 0; tab < 4; tab += 1) await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/trips\/\?tab=past$/);
  const past = page.getByRole('tabpanel', { name: 'Past trips' });
  await expect(past.locator(`article[data-trip-id="${flightTripId}"]`)).toHaveAttribute(
    'data-time-state',
    'Canceled',
    slow,
  );
});

test('a cancellation the airline refuses says so, changes nothing, and goes through when tried again', async ({
  page,
}) => {
  await page.goto(itinerary('flight-cancel/try-again'));
  await page.getByRole('button', { name: 'Cancel flight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel flight' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();

  await stepShown(dialog, 'We could not cancel your flight');
  await expect(
    dialog.getByText(
      'The airline did not accept the cancellation, so your booking has not changed. Please try again.',
    ),
  ).toBeVisible();
  await expect(details(page)).toHaveAttribute('data-status', 'Confirmed');

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await stepShown(dialog, 'Your flight is cancelled');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(details(page)).toHaveAttribute('data-status', 'Canceled', slow);
});

test('a flight is changed with the keyboard alone: slice selection, a new date and time of day, the review, then the change is requested', async ({
  page,
}) => {
  await page.goto(itinerary());
  await expect(details(page)).toBeVisible(slow);
  const opener = page.getByRole('button', { name: 'Change flight' });
  await pressWithKeyboard(page, opener);
  const dialog = page.getByRole('dialog', { name: 'Change flight' });

  await stepShown(dialog, 'Which flights do you want to change?');
  const back = dialog.getByRole('group', { name: /^Return:/ });
  // A radio group takes Tab once, on its chosen radio; the arrows choose another.
  await tabTo(page, back.getByRole('radio', { name: 'Keep this flight' }));
  await page.keyboard.press('ArrowRight');
  await expect(back.getByRole('radio', { name: 'Change it' })).toBeChecked();
  await pressWithKeyboard(page, dialog.getByRole('button', { name: 'Continue' }));

  await stepShown(dialog, 'Return: when do you want to fly?');
  await tabTo(page, dialog.getByRole('gridcell', { name: '1', exact: true }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Departing Mon, Aug 3')).toBeVisible();
  await tabTo(page, dialog.getByRole('radio', { name: /^Afternoon/ }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /^Evening/ })).toBeChecked();
  await pressWithKeyboard(page, dialog.getByRole('button', { name: 'Continue' }));

  await stepShown(dialog, 'Review your change');
  await pressWithKeyboard(page, dialog.getByRole('button', { name: 'Request this change' }));

  // products §4: shop, price quote, book, then the agents: the happy path waits at two polls.
  await stepShown(dialog, 'Change requested');
  await expect(dialog.getByRole('status')).toHaveText(
    'Our agents have your request. We will email your new itinerary to alex.morgan@example.com.',
  );
  await pressWithKeyboard(page, dialog.getByRole('button', { name: 'Done' }));
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      'You asked to change this flight. Our agents are working on it and will email you the new itinerary; until then your current flights stay booked.',
    ),
  ).toBeVisible(slow);
  await expect(opener).toBeFocused();
});
