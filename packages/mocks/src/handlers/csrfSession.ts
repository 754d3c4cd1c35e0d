import { csrfCookieName } from '@wayfare/domain';
import { signedInSession } from '../fixtures/sessionInfo';
import { sessionState } from './sessionScope';

/**
 * The CSRF token the fake backend issued to this browser (spec: platform §7 "a CSRF header
 * (H-Csrf-Token) taken from a cookie"). A fresh backend has the happy path's cardholder signed in,
 * as the sign-in before the portal opens would leave them; each session answer issues its own
 * session's token, and a signed-out one issues none.
 */
const issuedToken = sessionState<string | undefined>(() => signedInSession.csrfToken);

export const issuedCsrfToken = (): string | undefined => issuedToken.get();

/** The `Set-Cookie` of a session answer: the token, or the cookie cleared when there is none. */
export function csrfSetCookie(token: string | undefined): string {
  return token === undefined
    ? `${csrfCookieName}=; Path=/; Max-Age=0; SameSite=Strict`
    : `${csrfCookieName}=${encodeURIComponent(token)}; Path=/; SameSite=Strict`;
}

/** Issues a session's token: what the check expects from now on, and the cookie that carries it. */
export function issueCsrfToken(token: string | undefined): string {
  issuedToken.set(token);
  return csrfSetCookie(token);
}

/** The issued token as plain JSON (`null`: signed out, none issued). */
export interface CsrfSessionSnapshot {
  readonly issuedToken: string | null;
}

export const snapshotCsrfSession = (): CsrfSessionSnapshot => ({
  issuedToken: issuedToken.get() ?? null,
});

/**
 * Takes up a session: its token is issued again and, in a page (the browser, jsdom), set in the
 * page's cookie (or the cookie cleared), so the backend and the page agree before the next call.
 * In Node without a page, a client reads `issuedCsrfToken` instead.
 */
export function restoreCsrfSession(snapshot: CsrfSessionSnapshot): void {
  const setCookie = issueCsrfToken(snapshot.issuedToken ?? undefined);
  if (typeof document !== 'undefined') document.cookie = setCookie;
}

/** Opens the happy path's session again, as the sign-in before the portal opens would have. */
export function openCsrfSession(): void {
  restoreCsrfSession({ issuedToken: signedInSession.csrfToken ?? null });
}
