import { csrfCookieName } from '@wayfare/domain';

/** The CSRF token in a `document.cookie` string, if it is there. */
export function csrfTokenFromCookie(
  cookie: string,
  name: string = csrfCookieName,
): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The CSRF token in the page's cookie (spec: platform §7 "taken from a cookie"); none outside a page. */
export function csrfTokenFromDocument(): string | undefined {
  return typeof document === 'undefined' ? undefined : csrfTokenFromCookie(document.cookie);
}
