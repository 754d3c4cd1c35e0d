/** Where a response code sends the user (spec: platform §8 "Global redirects by response code"). */
export const redirectTargets = [
  'onboarding',
  'acknowledgement',
  'access-denied',
  'access-denied-not-beta',
  'login',
] as const;
export type RedirectTarget = (typeof redirectTargets)[number];

export const redirectCodes = {
  onboarding: 40105,
  acknowledgement: 40106,
  accessDenied: 40103,
  notBeta: 40102,
} as const;

/**
 * The redirect an error answer calls for, if any. The order matters: a 401 carrying 40103 is an
 * access denial, not a login; any other 401 is a login.
 */
export function redirectFor(status: number, code: number | undefined): RedirectTarget | undefined {
  if (code === redirectCodes.onboarding) return 'onboarding';
  if (code === redirectCodes.acknowledgement) return 'acknowledgement';
  if (status === 401 && code === redirectCodes.accessDenied) return 'access-denied';
  if (code === redirectCodes.notBeta) return 'access-denied-not-beta';
  if (status === 401) return 'login';
  return undefined;
}
