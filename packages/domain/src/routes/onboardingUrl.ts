import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryText } from './queryValues';
import { unlistedRoutePaths } from './routePaths';

/** The query key onboarding keeps from the current address (spec: platform §8 code 40105). */
export const utmSourceQueryKey = 'utm_source';

/**
 * spec: platform §2 "onboarding: a path on the admin portal host; exact path not shown" and §8
 * "Code 40105 from any call (outside onboarding): redirect to onboarding, keeping utm_source". The
 * path, /onboarding/, is ours (unlistedRoutePaths.onboarding); the origin is an input because the
 * admin portal's address differs per environment and in agent mode.
 */
export function onboardingUrl(adminPortalOrigin: string, currentSearch: QueryInput): string {
  const origin = adminPortalOrigin.trim().replace(/\/+$/, '');
  const utmSource = parseQueryText(readQuery(currentSearch).get(utmSourceQueryKey));
  return `${origin}${unlistedRoutePaths.onboarding}${buildQueryString([[utmSourceQueryKey, utmSource]])}`;
}
