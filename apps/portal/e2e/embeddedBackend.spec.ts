import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Opens an address and waits until the embedded backend (the MSW worker) controls the page. */
async function openWithBackend(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** Calls the API from inside the page, as the portal's own code does: CSRF token from the cookie. */
function callFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrfToken = /(?:^|; )csrf_token=([^;]*)/.exec(document.cookie)?.[1];
      const response = await fetch(path, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(csrfToken ? { 'H-Csrf-Token': decodeURIComponent(csrfToken) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

test('the built portal answers the API from its embedded backend', async ({ page }) => {
  await openWithBackend(page, '/');
  const session = await callFromPage(page, 'GET', '/api/v0/userInfo');
  expect(session.status).toBe(200);
  expect(session.json).toMatchObject({
    userInfo: { firstName: 'Ada' },
    csrfToken: 'csrf-token-ada',
  });
  const listing = await callFromPage(page, 'POST', '/api/v0/homes/shop', {
    listingId: 'listing-lakeside-cabin',
    stayDetails: { dateRange: { from: '2026-08-01', until: '2026-08-04' } },
    guestDetails: { adults: 2, children: [], infants: 0, petsIncluded: false },
    distributionChannels: [{ channelId: 'cap1_general' }],
  });
  expect(listing.json).toMatchObject({
    value: { listing: { availability: { AvailabilityResult: 'Available' } } },
  });
});

test.describe('a scenario of the catalogue', () => {
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test('?scenario= plays it', async ({ page }) => {
    await openWithBackend(page, '/?scenario=session/40106-acknowledgement');
    const session = await callFromPage(page, 'GET', '/api/v0/userInfo');
    expect(session).toEqual({ status: 403, json: { code: 40106, message: 'Mock error 403' } });
  });
});

test('an unknown scenario plays the happy path', async ({ page }) => {
  await openWithBackend(page, '/?scenario=no/such-scenario');
  expect((await callFromPage(page, 'GET', '/api/v0/userInfo')).status).toBe(200);
});
