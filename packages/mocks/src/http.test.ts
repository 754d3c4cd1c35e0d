import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import {
  createWishlist,
  getWishlists,
  homesQuoteRequest,
  homesSearchRequestBody,
  listTravelers,
  saveTraveler,
  scheduleQuote,
  verifyPaymentMethod,
  type TravelerToSave,
} from '@wayfare/api';
import { browserSessionCookieName, csrfCookieName, csrfHeaderName } from '@wayfare/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockBackendMiddleware } from './http';
import { checkoutFaultScenarioId } from './scenarios';
import { httpBrowser, type HttpBrowser } from './testing/httpBrowser';
import { lakesideStay, tofinoSearch } from './testing/scenarioTestKit';

let server: Server;
let origin = '';

beforeAll(async () => {
  const middleware = mockBackendMiddleware();
  // The static server behind it: every request the middleware passes on is "the page".
  server = createServer((request, response) =>
    middleware(request, response, () => response.end('page')),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // A call that never answers (calendar/loading) holds its connection open.
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

afterEach(() => vi.restoreAllMocks());

const browser = () => httpBrowser(origin);

/** A POST as the wire carries it (Node's fetch would unzip the answer unseen). */
function rawCall(page: HttpBrowser, path: string, body: unknown, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((answered, failed) => {
    const headers = {
      Cookie: [...page.jar].map(([name, value]) => `${name}=${value}`).join('; '),
      'Content-Type': 'application/json',
      [csrfHeaderName]: page.csrfToken() ?? '',
      'Accept-Encoding': acceptEncoding,
    };
    request(new URL(path, origin), { method: 'POST', headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => answered({ headers: answer.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', failed)
      .end(JSON.stringify(body));
  });
}

const quoteSchedule = { emailAddress: 'ada@example.com', request: homesQuoteRequest(lakesideStay) };

const lise: TravelerToSave = {
  givenName: 'Lise',
  surname: 'Meitner',
  gender: 'F',
  dateOfBirth: '1988-11-07',
  assistance: [],
  frequentFlyer: {},
};

const givenNames = async (page: ReturnType<typeof browser>) =>
  (await listTravelers(page.api)).map(({ givenName }) => givenName);

describe('a page', () => {
  it("opens a browser session: its id and the sign-in's CSRF token in cookies, then the page", async () => {
    const page = browser();
    const answer = await page.openPage('/');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('page');
    expect(page.sessionId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.csrfToken()).toBe('csrf-token-ada');
    expect(answer.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${browserSessionCookieName}=.*; path=/; SameSite=Lax$`)),
      `${csrfCookieName}=csrf-token-ada; Path=/; SameSite=Strict`,
    ]);

    // The next page takes the session up: same id, no cookie set again.
    expect((await page.openPage('/account/travelers/')).headers.getSetCookie()).toEqual([]);
  });

  it('that names no scenario keeps the session, and its calls answer the happy path', async () => {
    const page = browser();
    await page.openPage('/');
    const session = await page.call('GET', '/api/v0/userInfo');
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({
      userInfo: { firstName: 'Ada' },
      csrfToken: 'csrf-token-ada',
    });
  });

  it('with an id the server does not know (it restarted) opens a new session', async () => {
    const page = browser();
    page.jar.set(browserSessionCookieName, 'forgotten-session');
    await page.openPage('/');
    expect(page.sessionId()).not.toBe('forgotten-session');
    expect(page.csrfToken()).toBe('csrf-token-ada');
  });
});

describe('?scenario= on a page', () => {
  it('plays it for that browser session only, until a page names another', async () => {
    const page = browser();
    const other = browser();
    await page.openPage('/?scenario=session/40106-acknowledgement');
    await other.openPage('/');
    const refused = await page.call('GET', '/api/v0/userInfo');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 40106, message: 'Mock error 403' });
    expect((await other.call('GET', '/api/v0/userInfo')).status).toBe(200);

    // A page naming none (the checkout's address) keeps the session's scenario.
    await page.openPage('/homes/checkout/');
    expect((await page.call('GET', '/api/v0/userInfo')).status).toBe(403);

    // An unknown id plays the happy path.
    await page.openPage('/?scenario=no/such-scenario');
    expect((await page.call('GET', '/api/v0/userInfo')).status).toBe(200);
  });
});

describe("each browser session's state", () => {
  it('is its own: travelers and wishlists saved in one are not in another', async () => {
    const page = browser();
    const other = browser();
    await page.openPage('/');
    await other.openPage('/');
    await saveTraveler(page.api, lise);
    const wishlist = await createWishlist(page.api, { name: 'City breaks' });

    expect(await givenNames(page)).toContain('Lise');
    expect(await givenNames(other)).not.toContain('Lise');
    expect(await getWishlists(page.api)).toContainEqual(wishlist);
    expect(await getWishlists(other.api)).not.toContainEqual(wishlist);

    // It lasts across pages that name no scenario; one naming a scenario starts it fresh.
    await page.openPage('/account/travelers/');
    expect(await givenNames(page)).toContain('Lise');
    await page.openPage('/?scenario=session/40106-acknowledgement');
    expect(await givenNames(page)).not.toContain('Lise');
  });

  it('spends its own faults: a network-error fault fails the call, once per session', async () => {
    const page = browser();
    const other = browser();
    await page.openPage('/?scenario=quote/schedule-failed');
    await other.openPage('/?scenario=quote/schedule-failed');
    const schedule = '/api/v0/purchase/quote/schedule';

    await expect(page.call('POST', schedule, quoteSchedule)).rejects.toThrow();
    expect((await page.call('POST', schedule, quoteSchedule)).status).toBe(200);
    await expect(other.call('POST', schedule, quoteSchedule)).rejects.toThrow();
  });

  it("stays its own while two sessions' calls interleave (one of them waiting on a slow fault)", async () => {
    const slow = browser();
    const busy = browser();
    await slow.openPage(`/?scenario=${checkoutFaultScenarioId('quote-schedule', 'slow')}`);
    await busy.openPage('/');

    const waiting = scheduleQuote(slow.api, quoteSchedule);
    // While the slow session's call waits, the other quotes twice and saves a traveler.
    expect(await scheduleQuote(busy.api, quoteSchedule)).toBe('quote-token-1');
    expect(await scheduleQuote(busy.api, quoteSchedule)).toBe('quote-token-2');
    await saveTraveler(busy.api, lise);

    // The slow call counts its session's tokens, not the other's.
    expect(await waiting).toBe('quote-token-1');
    expect(await scheduleQuote(slow.api, quoteSchedule)).toBe('quote-token-2');
    expect(await givenNames(slow)).not.toContain('Lise');
    expect(await givenNames(busy)).toContain('Lise');
  });
});

describe('a call', () => {
  it('without a page opens its own session, with its cookies', async () => {
    const caller = browser();
    const session = await caller.call('GET', '/api/v0/userInfo');
    expect(session.status).toBe(200);
    expect(caller.sessionId()).toBeDefined();
    expect(caller.csrfToken()).toBe('csrf-token-ada');
    await saveTraveler(caller.api, lise);
    expect(await givenNames(caller)).toContain('Lise');
  });

  it('that no handler answers is a 404 saying so, and a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = browser();
    await page.openPage('/');
    const answer = await page.call('GET', '/api/v0/no/such/call?x=1');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      code: 404,
      message: 'No mock handler for GET /api/v0/no/such/call',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GET /api/v0/no/such/call'));
  });

  it('is answered gzipped when its client accepts gzip and the answer is over a kilobyte', async () => {
    const page = browser();
    await page.openPage('/');
    const search = homesSearchRequestBody(tofinoSearch, 0);
    const zipped = await rawCall(page, '/api/v0/homes/search', search, 'gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await rawCall(page, '/api/v0/homes/search', search, '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);

    const small = await rawCall(page, '/api/v0/engagement/event', { event: 'page_view' }, 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('that never answers can be given up by its client, and the server goes on', async () => {
    const page = browser();
    await page.openPage('/?scenario=calendar/loading');
    const giveUp = new AbortController();
    const waiting = page.call(
      'PUT',
      '/api/v0/homes/listing/getCalendarAvailability',
      {},
      giveUp.signal,
    );
    await new Promise((later) => setTimeout(later, 50));
    giveUp.abort();
    await expect(waiting).rejects.toThrow();
    expect((await page.call('GET', '/api/v0/userInfo')).status).toBe(200);
  });
});

describe("the card vault's hosted fields", () => {
  it('serve their frame page at the vault address, and tokenise in the page session', async () => {
    const page = browser();
    await page.openPage('/');
    const frame = await page.openPage(
      `/vault/v1/hosted-fields?environmentKey=k&parentOrigin=${encodeURIComponent(origin)}`,
    );
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await frame.text()).toContain(`"tokenizeUrl":"${origin}/vault/v1/payment_methods"`);
    const card = {
      fullName: 'Ada Lovelace',
      number: '4242424242424242',
      month: 12,
      year: 2030,
      cvv: '123',
      postalCode: 'M5V 2T6',
    };
    // The page's client, with its CSRF header, is refused: the vault takes no Wayfare credentials.
    const fromPage = await page.call('POST', '/vault/v1/payment_methods', {
      environmentKey: 'k',
      card,
    });
    expect(fromPage.status).toBe(400);
    // The frame's own call: the browser's cookies (same origin here), nothing of Wayfare's.
    const cookie = [...page.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const fromFrame = await fetch(new URL('/vault/v1/payment_methods', origin), {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ environmentKey: 'k', card }),
    });
    expect(fromFrame.status).toBe(200);
    const { transaction } = (await fromFrame.json()) as {
      transaction: { payment_method: { token: string } };
    };
    const verified = await verifyPaymentMethod(page.api, {
      token: transaction.payment_method.token,
      accountId: 'account-venture-x',
      isVCN: false,
    });
    expect(verified).toMatchObject({ PaymentVerifyResult: 'Success', payment: { last4: '4242' } });
  });
});

describe('anything else', () => {
  it('goes on to the static server untouched: scripts, assets, the worker', async () => {
    const answer = await fetch(`${origin}/src/main.tsx?scenario=session/40106-acknowledgement`);
    expect(await answer.text()).toBe('page');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});
