/**
 * spec: platform §7 "POST /engagement/event: event, url, and a browser session id cookie". The
 * cookie's name and the event names are ours.
 */
export const browserSessionCookieName = 'wayfare_browser_session';

/** The engagement event the portal sends on every page it shows. */
export const pageViewEngagementEvent = 'page_view';

export interface EngagementEvent {
  readonly event: string;
  /** The page's full address. */
  readonly url: string;
}

/** The browser session id the cookie holds, or undefined when there is none yet. */
export function browserSessionIdFromCookie(cookie: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === browserSessionCookieName && value.length > 0) return value.join('=');
  }
  return undefined;
}

/**
 * The cookie that opens a browser session: no expiry, so it ends with the browser session, and
 * sent with every same-site call.
 */
export function browserSessionCookie(id: string): string {
  return `${browserSessionCookieName}=${encodeURIComponent(id)}; path=/; SameSite=Lax`;
}
