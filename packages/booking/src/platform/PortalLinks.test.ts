import { routePaths, unlistedRoutePaths } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { portalHref } from './PortalLinks';

describe('portalHref', () => {
  it('in the portal, a portal page is its own path', () => {
    expect(portalHref({})(unlistedRoutePaths.flights)).toBe('/flights/');
  });

  it("in a partner's widget, portal pages are on the card portal, under its base path", () => {
    const href = portalHref({ portalUrl: 'https://travel.issuer.example/portal' });
    expect(href(unlistedRoutePaths.flights)).toBe('https://travel.issuer.example/portal/flights/');
    expect(href(routePaths.cars)).toBe('https://travel.issuer.example/portal/cars/');
  });

  it('My Trips and sign in go where the host says, before the portal', () => {
    const href = portalHref({
      portalUrl: 'https://travel.issuer.example',
      myTrips: 'https://partner.example/account/trips',
      signIn: 'https://partner.example/sign-in',
    });
    expect(href(unlistedRoutePaths.trips)).toBe('https://partner.example/account/trips');
    expect(href(unlistedRoutePaths.login)).toBe('https://partner.example/sign-in');
    expect(href(routePaths.home)).toBe('https://travel.issuer.example/');
  });
});
