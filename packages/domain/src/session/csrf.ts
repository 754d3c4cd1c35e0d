/**
 * The CSRF token's cookie and header (spec: platform §7 "a CSRF header (H-Csrf-Token) taken from a
 * cookie"). The header is the spec's; the cookie's name is ours. The server sets the cookie and
 * checks the header; the client copies one into the other: both sides share these names.
 */
export const csrfCookieName = 'csrf_token';
export const csrfHeaderName = 'H-Csrf-Token';
