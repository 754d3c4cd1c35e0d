import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryText } from './queryValues';
import { unlistedRoutePaths } from './routePaths';

/**
 * The login route's address (spec: platform §4, §6, §8: the route, the login code and "arriving
 * from the admin portal" are named, their spelling is ours): the sign-in module sends the user
 * back to /login/?code=…, with source=admin when the user came from the admin portal.
 */
export interface LoginQuery {
  /** The login code to post; without one, the page offers to sign in. */
  readonly code: string | undefined;
  readonly isFromAdminPortal: boolean;
}

export const adminPortalSource = 'admin';

export function parseLoginQuery(input: QueryInput): LoginQuery {
  const query = readQuery(input);
  return {
    code: parseQueryText(query.get('code')),
    isFromAdminPortal: query.get('source') === adminPortalSource,
  };
}

export function loginPath(query: Partial<LoginQuery> = {}): string {
  return `${unlistedRoutePaths.login}${buildQueryString([
    ['code', query.code],
    ['source', query.isFromAdminPortal ? adminPortalSource : undefined],
  ])}`;
}
