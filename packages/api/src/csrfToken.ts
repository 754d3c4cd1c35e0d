/** The cookie the server sets with the CSRF token; its name is ours (spec: "taken from a cookie"). */
export const csrfCookieName = 'csrf_token';

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
