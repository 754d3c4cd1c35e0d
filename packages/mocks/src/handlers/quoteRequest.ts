import type { StayRequest } from '../fixtures/listings/listingFixture';
import { isRecord, readStayRequest } from './stayRequest';

/** What a quote was asked for, as the fake backend reads the body of `quote/schedule`. */
export interface QuoteRequest {
  readonly listingId: string | undefined;
  readonly stay: StayRequest;
  readonly agentFee: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The body is `{ emailAddress, request: { type, value } }` and `value` carries the listing, the
 * stay and the guests like a `homes/shop` body (spec: platform §7); anything unreadable asks for
 * nothing, and the quote then fails as the real server would.
 */
export function readQuoteRequest(body: unknown): QuoteRequest {
  const request = isRecord(body) && isRecord(body.request) ? body.request : {};
  const value = isRecord(request.value) ? request.value : {};
  return {
    listingId: text(value.listingId),
    stay: readStayRequest(value),
    agentFee: typeof value.agentFee === 'number' ? value.agentFee : 0,
  };
}

/** The `value` of a poll or discard body: the token it names. */
export function readTokenValue(body: unknown): string | undefined {
  return isRecord(body) ? text(body.value) : undefined;
}

/** The quote token of a `fulfill/schedule` body (`quoteToken: { value }`). */
export function readQuoteToken(body: unknown): string | undefined {
  return isRecord(body) && isRecord(body.quoteToken) ? text(body.quoteToken.value) : undefined;
}
