import type { Page } from '@playwright/test';
import { continueToCheckout, slow } from './booking';
import { expect, test } from './fixtures';

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

test.describe('the HTTP backend', () => {
  // What the backend answers does not depend on the page's width: checked at desktop width only.
  test.skip(({ isMobile }) => isMobile, 'the same at any width');

  test('the built portal is a client of its HTTP backend: same origin, real cookies, no worker', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['wayfare_browser_session', 'csrf_token']),
    );
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

    test('?scenario= plays it for this browser session only', async ({ page, browser }) => {
      await page.goto('/?scenario=session/40106-acknowledgement');
      const session = await callFromPage(page, 'GET', '/api/v0/userInfo');
      expect(session).toEqual({ status: 403, json: { code: 40106, message: 'Mock error 403' } });

      const otherBrowser = await browser.newContext();
      const other = await otherBrowser.newPage();
      await other.goto(page.url().replace(/\?.*$/, ''));
      expect((await callFromPage(other, 'GET', '/api/v0/userInfo')).status).toBe(200);
      await otherBrowser.close();
    });
  });

  test('an unknown scenario plays the happy path', async ({ page }) => {
    await page.goto('/?scenario=no/such-scenario');
    expect((await callFromPage(page, 'GET', '/api/v0/userInfo')).status).toBe(200);
  });
});

test.describe('a fault injected at the network', () => {
  // At phone width the fault matrix's network cells fail their calls the same way, from the
  // fake backend (checkoutFaults.spec.ts).
  test.skip(({ isMobile }) => isMobile, "the phone width's is the fault matrix's");
  // The browser logs the request it could not make: the fault asked for.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

  test('a quote that cannot reach the server shows its panel; Try Again quotes', async ({
    page,
  }) => {
    const quoteSchedule = '**/api/v0/purchase/quote/schedule';
    await page.route(quoteSchedule, (route) => route.abort('failed'));
    await continueToCheckout(page, undefined);
    // At desktop width the quote is asked for once the traveler is confirmed.
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    const panel = page.getByRole('dialog', { name: 'Something went wrong.' });
    await expect(panel).toBeVisible(slow);

    await page.unroute(quoteSchedule);
    const quoted = page.waitForResponse(
      (response) => response.url().endsWith('/purchase/quote/schedule') && response.ok(),
    );
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await expect(panel).toBeHidden(slow);
    await quoted;
  });
});
