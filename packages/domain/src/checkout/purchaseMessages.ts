/** Messages of requests that cannot be made (spec: platform §5). */
export const purchaseMessages = {
  /** A quote asked for from incomplete state. */
  invalidRequest: 'Invalid Request.',
  /** A quote poll without a session token. */
  noSessionToken: 'Session token is not present.',
  /** A fulfilment without a session. */
  noSession: 'Session is undefined',
} as const;
