// Test-only: the tests play the fake backend through the real client (see vitest.config.ts).
import {
  createApiClient,
  homesQuoteRequest,
  pollQuote,
  scheduleQuote,
  type HomesQuoteInput,
  type HomesSearchQuery,
} from '@wayfare/api';
import type { NewCard, PriceQuote, QuotePollResponse } from '@wayfare/domain';
import { mockServer, tokeniseAtFakeVault } from '@wayfare/test-kit/server';
import { issuedCsrfToken } from '../handlers/csrfSession';

/** The happy path's stay: the fake backend's default listing, two adults, three nights. */
export const lakesideStay: HomesQuoteInput = {
  listingId: 'listing-lakeside-cabin',
  stayDates: { from: '2026-07-10', until: '2026-07-13' },
  adults: 2,
  childAges: [],
  pets: 0,
  agentFee: 0,
};

/** The stories' search: Tofino, three nights in August, two adults. */
export const tofinoSearch: HomesSearchQuery = {
  locationName: 'Tofino, BC',
  stayDates: { from: '2026-08-10', until: '2026-08-13' },
  adults: 2,
  childAges: [],
  pets: 0,
  sortOrder: 'Recommended',
};

/** Short poll waits, so polling tests take milliseconds. */
export const fastPolls = { delaysMs: [1, 1, 1, 1, 1, 1] };

/**
 * The fake backend for a test file (the test kit's `mockServer()`: `play(id)` puts a scenario on
 * stage, each test starts again from the happy path), a client of it, and the quote calls and
 * poll records the tests share. Call it once, at the top of the file.
 */
export function scenarioTestKit() {
  const { server, play } = mockServer();
  // fetch is looked up at each call: the server replaces it when it listens.
  const api = createApiClient({
    baseUrl: 'http://wayfare.test',
    fetch: (input, init) => globalThis.fetch(input, init),
    // No page in Node: the token the fake backend issued stands in for its cookie.
    getCsrfToken: issuedCsrfToken,
  });
  /** The status, or the answer named `field`, of each poll of a path ending so, in order. */
  function recordPollAnswers(pathEnd: string, field: 'QuoteResponse' | 'FulfillResponse') {
    const answers: string[] = [];
    server.events.on('response:mocked', async ({ request, response }) => {
      if (!request.url.endsWith(pathEnd)) return;
      const body: unknown = response.status === 200 ? await response.clone().json() : undefined;
      const result =
        typeof body === 'object' && body !== null && field in body
          ? (body as Record<string, unknown>)[field]
          : undefined;
      answers.push(typeof result === 'string' ? result : String(response.status));
    });
    return answers;
  }

  /** Schedules a quote of a stay: its token, or undefined without a session. */
  const scheduleStay = (stay = lakesideStay) =>
    scheduleQuote(api, { emailAddress: 'ada@example.com', request: homesQuoteRequest(stay) });

  /** Schedules a quote of a stay and polls it until it settles. */
  async function quoteStay(stay = lakesideStay): Promise<QuotePollResponse> {
    const token = await scheduleStay(stay);
    if (token === undefined) throw new Error('No quote token');
    return pollQuote(api, token, fastPolls);
  }

  /** The price of a stay, or a throw unless the quote succeeds. */
  async function successfulQuote(stay = lakesideStay): Promise<PriceQuote> {
    const answer = await quoteStay(stay);
    if (answer.QuoteResponse !== 'Success') throw new Error(answer.QuoteResponse);
    return answer.quote;
  }

  /** Tokenises a card at the fake vault as its hosted-fields frame does (the test kit's). */
  const tokeniseAtVault = (card: NewCard) => tokeniseAtFakeVault('http://wayfare.test', card);

  /** A card's vault token, or a throw if the vault refuses it. */
  async function cardToken(card: NewCard): Promise<string> {
    const answer = await tokeniseAtVault(card);
    if (typeof answer === 'number') throw new Error(`The vault answered ${answer}`);
    return answer.token;
  }

  return {
    server,
    api,
    play,
    recordPollAnswers,
    scheduleStay,
    quoteStay,
    successfulQuote,
    tokeniseAtVault,
    cardToken,
  };
}
