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
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The H-Csrf-Token of every call to the API that changes something (not GET), by method and path. */
function recordCsrfHeaders(page: Page): Array<{ readonly call: string; readonly token?: string }> {
  const calls: Array<{ readonly call: string; readonly token?: string }> = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' || !pathname.includes('/api/')) return;
    calls.push({
      call: `${request.method()} ${pathname}`,
      token: request.headers()['h-csrf-token'],
    });
  });
  return calls;
}

for (const payment of payments) {
  test(`books a stay from the listing to the confirmation with ${payment.name}`, async ({
    page,
  }, testInfo) => {
    const csrfHeaders = recordCsrfHeaders(page);
    await continueToCheckout(page, payment.scenario);
    if (isMobileProject(testInfo.project.name)) await bookOnMobile(page, payment);
    else await bookOnDesktop(page, payment);
    await expectConfirmation(page);
    // spec: platform §7 "a CSRF header (H-Csrf-Token) taken from a cookie": every call of the
    // booking that changes something carries the token the session's cookie holds.
    const cookies = await page.context().cookies();
    const csrfToken = cookies.find((cookie) => cookie.name === 'csrf_token')?.value;
    expect(csrfToken).toBeTruthy();
    const calls = csrfHeaders.map(({ call }) => call);
    expect(calls).toContainEqual(expect.stringMatching(/^POST .*\/purchase\/quote\/schedule$/));
    expect(calls).toContainEqual(expect.stringMatching(/^POST .*\/purchase\/fulfill\/schedule$/));
    expect(csrfHeaders.filter(({ token }) => token !== csrfToken)).toEqual([]);
    // A refresh of the confirmation finds the booking again.
    await page.reload();
    await expect(page.getByText('Confirmed, your stay is booked.')).toBeVisible(slow);
  });
}

test('a refresh in the middle of checkout keeps the traveler, contact and card', async ({
  page,
}, testInfo) => {
  test.skip(isMobileProject(testInfo.project.name), 'the desktop page shows every choice at once');
  await continueToCheckout(page, undefined);
  await page.getByRole('combobox', { name: 'Traveler' }).selectOption({ label: 'Charles Babbage' });
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 416 555 0199');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('radio', { name: visa })).toBeEnabled(slow);
  await page.getByRole('radio', { name: 'Do not apply rewards' }).check();
  await page.getByRole('radio', { name: visa }).check();

  await page.reload();
  await expect(page.getByText('Charles Babbage')).toBeVisible(slow);
  await expect(page.getByText('+1 416 555 0199')).toBeVisible();
  await expect(page.getByRole('radio', { name: visa })).toBeChecked(slow);
  await expect(page.getByRole('button', { name: 'Confirm and Book' })).toBeEnabled(slow);
});

test('a triple click on Confirm and Book makes one booking', async ({ page }, testInfo) => {
  test.skip(isMobileProject(testInfo.project.name), 'the same guard serves both layouts');
  const schedules: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/purchase/fulfill/schedule')) schedules.push(request.url());
  });
  await continueToCheckout(page, undefined);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('radio', { name: visa })).toBeEnabled(slow);
  await page.getByRole('radio', { name: 'Do not apply rewards' }).check();
  await page.getByRole('radio', { name: visa }).check();
  const book = page.getByRole('button', { name: 'Confirm and Book' });
  await expect(book).toBeEnabled(slow);
  await book.click({ clickCount: 3 });
  await expectConfirmation(page);
  expect(schedules).toHaveLength(1);
});
