import { describe, expect, it } from 'vitest';
import { landingPath, routePaths, unlistedRoutePaths } from './routePaths';

// spec: platform §2 "Route table"; products §2 "path prefix /premium-stays/shop-details/".
describe('routePaths', () => {
  it('holds every path of the route table, spelled as the spec spells it', () => {
    expect(Object.values(routePaths)).toEqual([
      '/',
      '/cars/',
      '/premium-offers/',
      '/terms/',
      '/terms/complimentary-night/',
      '/favorites/',
      '/activities/availability/',
      '/activities/shop/',
      '/faq/',
      '/stays/',
      '/stays/availability/',
      '/vacation-rentals/',
      '/vacation-rentals/shop/',
      '/vacation-rentals/book/',
      '/vacation-rentals/book/confirm/',
      '/access-denied',
      '/access-denied-not-beta',
      '/acknowledgement/',
      '/premium-stays/shop-details/',
    ]);
  });

  // spec: platform §2, §4 the flights page, trips page, login route and onboarding: paths not shown.
  it('keeps our paths for the pages the spec names without a path apart', () => {
    expect(unlistedRoutePaths).toEqual({
      flights: '/flights/',
      flightsShop: '/flights/shop/',
      flightsBook: '/flights/book/',
      flightsConfirm: '/flights/book/confirm/',
      trips: '/trips/',
      tripItinerary: '/trips/itinerary/',
      login: '/login/',
      onboarding: '/onboarding/',
      staysShop: '/stays/shop/',
      staysBook: '/stays/book/',
      staysConfirm: '/stays/book/confirm/',
      travelers: '/account/travelers/',
      paymentMethods: '/account/payment-methods/',
      travelWallet: '/account/wallet/',
    });
    expect(landingPath).toBe('/');
  });
});
