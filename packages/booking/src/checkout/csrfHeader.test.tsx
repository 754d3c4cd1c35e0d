import { waitFor } from '@testing-library/react';
import { missingCsrfTokenMessage } from '@wayfare/api';
import { apiBasePath, csrfCookieName, csrfHeaderName } from '@wayfare/domain';
import { guestSession, purchasePaths, signedInSession } from '@wayfare/mocks';
import { describe, expect, it } from 'vitest';
import { checkoutServer } from './testing/checkoutServer';
import { bookWithCard, saveAndContinue } from './testing/renderCheckout';

const { server, play, checkoutFor } = checkoutServer();

/** The CSRF header of every call that changes something, by path, as the fake backend saw it. */
function recordCsrfHeaders(): Array<readonly [string, string | null]> {
  const seen: Array<readonly [string, string | null]> = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method !== 'GET' && pathname.includes('/api/'))
      seen.push([pathname, request.headers.get(csrfHeaderName)]);
  });
  return seen;
}

const pathOf = (pattern: string) => pattern.replace(/^\*/, '');

// spec: platform §7 "Requests send ... a CSRF header (H-Csrf-Token) taken from a cookie"
describe('the checkout sends the CSRF token of the cookie', () => {
  it('on the quote schedule, the fulfil schedule and every other call that changes something', async () => {
    const seen = recordCsrfHeaders();
    const rendered = await checkoutFor('fulfil/success');
    await saveAndContinue(rendered);
    await bookWithCard(rendered);
    expect(rendered.result.current.fulfil.status).toBe('success');

    const paths = seen.map(([path]) => path);
    expect(paths).toContain(pathOf(purchasePaths.quoteSchedule));
    expect(paths).toContain(pathOf(purchasePaths.fulfilSchedule));
    for (const [path, token] of seen) expect(token, path).toBe(signedInSession.csrfToken);
  });

  it('sends no booking without the cookie, and says to sign in again', async () => {
    const rendered = await checkoutFor('fulfil/success');
    await saveAndContinue(rendered);
    expect(rendered.result.current.quote.status).toBe('success');
    const seen = recordCsrfHeaders();
    document.cookie = `${csrfCookieName}=; Path=/; Max-Age=0`;

    await bookWithCard(rendered);
    await waitFor(() => expect(rendered.result.current.fulfil.status).toBe('failure'));
    expect(rendered.result.current.fulfil.error?.message).toBe(missingCsrfTokenMessage);
    expect(seen.map(([path]) => path)).not.toContain(pathOf(purchasePaths.fulfilSchedule));
  });
});

describe("the page's CSRF cookie", () => {
  it('holds the happy path token at the start of each test (the jsdom test setup)', () => {
    expect(document.cookie).toContain(`${csrfCookieName}=${signedInSession.csrfToken}`);
  });

  it('follows the sign-in: MSW applies its Set-Cookie in jsdom as in the browser', async () => {
    play('session/guest-user');
    await fetch(`http://wayfare.test${apiBasePath}/auth/loginCode`, { method: 'POST' });
    expect(document.cookie).toContain(`${csrfCookieName}=${guestSession.csrfToken}`);
    play('session/logged-out');
    await fetch(`http://wayfare.test${apiBasePath}/userInfo`);
    expect(document.cookie).not.toContain(csrfCookieName);
  });
});
