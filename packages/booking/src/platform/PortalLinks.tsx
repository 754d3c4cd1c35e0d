import { unlistedRoutePaths } from '@wayfare/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Where a page that is not in the current app goes: the portal's own path, as an address. */
export type PortalHref = (portalPath: string) => string;

/** The portal's pages for a host that embeds only some of them (a partner's widget). */
export interface PortalLinks {
  /** The card portal's origin (and base path); the host page's origin when absent. */
  readonly portalUrl?: string;
  /** Where "My Trips" goes, instead of the portal's trips page. */
  readonly myTrips?: string;
  /** Where signing in goes, instead of the portal's login page. */
  readonly signIn?: string;
}

const samePortal: PortalHref = (portalPath) => portalPath;

const PortalHrefContext = createContext<PortalHref>(samePortal);

/** The address of a portal page for the links given; the path itself in the portal. */
export function portalHref(links: PortalLinks): PortalHref {
  const named: Record<string, string | undefined> = {
    [unlistedRoutePaths.trips]: links.myTrips,
    [unlistedRoutePaths.login]: links.signIn,
  };
  return (portalPath) =>
    named[portalPath] ??
    (links.portalUrl === undefined
      ? portalPath
      : new URL(portalPath.replace(/^\//, ''), `${links.portalUrl.replace(/\/?$/, '/')}`).href);
}

export interface PortalLinksProviderProps extends PortalLinks {
  readonly children: ReactNode;
}

/**
 * Links from an embedded app to the portal pages it does not hold (My Trips, flights, cars, sign
 * in) go where its host says; in the portal they stay on the portal's own paths.
 */
export function PortalLinksProvider({
  portalUrl,
  myTrips,
  signIn,
  children,
}: PortalLinksProviderProps) {
  const href = useMemo(
    () => portalHref({ portalUrl, myTrips, signIn }),
    [portalUrl, myTrips, signIn],
  );
  return <PortalHrefContext.Provider value={href}>{children}</PortalHrefContext.Provider>;
}

/** The address of a portal page outside the current app. */
export function usePortalHref(): PortalHref {
  return useContext(PortalHrefContext);
}
