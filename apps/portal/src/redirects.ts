import type { RedirectTarget } from '@wayfare/api';
import type { StringStorage } from '@wayfare/booking';
import {
  onboardingUrl,
  routePaths,
  savedReturnPathStorageKey,
  unlistedRoutePaths,
} from '@wayfare/domain';

export interface RedirectContext {
  /** The page the call was made from. */
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Moves inside the portal. */
  readonly navigate: (path: string) => void;
  /** Leaves the portal (onboarding is on the admin portal host). */
  readonly leave: (url: string) => void;
  readonly adminPortalUrl: string;
  /** Session storage: the saved path belongs to this tab's visit. */
  readonly storage: StringStorage;
}

const pagePaths = {
  acknowledgement: routePaths.acknowledgement,
  'access-denied': routePaths.accessDenied,
  'access-denied-not-beta': routePaths.accessDeniedNotBeta,
} as const;

/** Where a response code sends the user (spec: platform §8 "Global redirects by response code"). */
export function followRedirect(target: RedirectTarget, context: RedirectContext): void {
  const { location } = context;
  switch (target) {
    case 'onboarding':
      context.leave(onboardingUrl(context.adminPortalUrl, location.search));
      return;
    case 'login':
      // spec: platform §4 "Unauthorized (401) responses save the current path". A 401 on the login
      // page itself keeps the path saved before it.
      if (location.pathname !== unlistedRoutePaths.login)
        context.storage.setItem(
          savedReturnPathStorageKey,
          `${location.pathname}${location.search}${location.hash}`,
        );
      context.navigate(unlistedRoutePaths.login);
      return;
    default:
      if (location.pathname !== pagePaths[target]) context.navigate(pagePaths[target]);
  }
}
