import type { Page } from '@playwright/test';
import {
  bookOnDesktop,
  bookOnMobile,
  continueToCheckout,
  expectConfirmation,
  isMobileProject,
  payments,
  slow,
  visa,
} from './booking';
import { expect, test } from './fixtures';

const savedCard = payments[0];
if (savedCard === undefined) throw new Error('The journeys need a saved-card payment.');

/** The bookings the page asks for: each `fulfill/schedule` call. */
function recordBookings(page: Page): string[] {
  const schedules: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/purchase/fulfill/schedule')) schedules.push(request.url());
  });
  return schedules;
}

const book = (page: Page, projectName: string) =>
  isMobileProject(projectName) ? bookOnMobile(page, savedCard) : bookOnDesktop(page, savedCard);

test('Back after a booking never arms Confirm and Book again', async ({ page }, testInfo) => {
  const bookings = recordBookings(page);
  await continueToCheckout(page, undefined);
  const checkoutAddress = page.url();
  await book(page, testInfo.project.name);
  await expectConfirmation(page);
  const confirmation = page.url();

  // The confirmation took the checkout's place in the history: Back is the listing.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Continue' }).first()).toBeVisible(slow);
  await page.goForward();
  await expect(page.getByText('Confirmed, your stay is booked.')).toBeVisible(slow);

  // The checkout of the stay, reached again, shows its booking.
  await page.goto(checkoutAddress);
  await expect(page).toHaveURL(confirmation, slow);
  await expect(page.getByText('Confirmed, your stay is booked.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm and Book' })).toHaveCount(0);
  expect(bookings).toHaveLength(1);
});

test('a reload while "Booking your stay" shows lands on its one booking', async ({
  page,
}, testInfo) => {
  const bookings = recordBookings(page);
  // The booking poll answers Pending three times, a second apart, each answer held a moment: the
  // reload comes while a poll is in flight, and the browser cuts it short.
  await page.route('**/purchase/fulfill/poll', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue().catch(() => undefined);
  });
  await continueToCheckout(page, 'fulfil/pending');
  await book(page, testInfo.project.name);
  await expect(page.getByText('Booking your stay')).toBeVisible();
  await page.waitForRequest('**/purchase/fulfill/poll');
  await page.reload();
  await expectConfirmation(page);
  expect(bookings).toHaveLength(1);
});

test('a reload at each mobile step resumes there, with its choices', async ({ page }, testInfo) => {
  test.skip(!isMobileProject(testInfo.project.name), 'the desktop page is one step');
  const bookings = recordBookings(page);
  await continueToCheckout(page, undefined);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  const contact = page.getByRole('heading', { level: 1, name: 'Contact information' });
  await expect(contact).toBeVisible();
  await page.reload();
  await expect(contact).toBeVisible(slow);

  await page.getByRole('button', { name: 'Continue' }).click();
  const popup = page.getByRole('dialog', { name: 'Rewards & payment' });
  await expect(popup.getByRole('radio', { name: visa })).toBeEnabled(slow);
  await popup.getByRole('radio', { name: 'Do not apply rewards' }).check();
  await popup.getByRole('radio', { name: visa }).check();
  await page.reload();
  await expect(popup.getByRole('radio', { name: visa })).toBeChecked(slow);

  await popup.getByRole('button', { name: 'Review my Trip' }).click();
  const review = page.getByRole('heading', { level: 1, name: 'Review your trip' });
  await expect(review).toBeVisible();
  await page.reload();
  await expect(review).toBeVisible(slow);
  // The review says what Confirm and Book charges.
  await expect(page.getByText(visa)).toBeVisible(slow);
  const confirm = page.getByRole('button', { name: 'Confirm and Book' });
  await expect(confirm).toBeEnabled(slow);
  await confirm.click();
  await expectConfirmation(page);
  expect(bookings).toHaveLength(1);
});
