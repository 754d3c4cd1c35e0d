import { describe, expect, it } from 'vitest';
import {
  isKnownVacationRentalPath,
  isVacationRentalModulePath,
  vacationRentalPaths,
  vacationRentalRedirectPath,
} from './vacationRentalModule';

// spec: platform §2 "Any other path inside the vacation-rental module redirects to the landing
// path"; platform §1 the module "is reachable only when an experiment flag says vacation rentals are
// available; otherwise the user goes to the default landing path".
describe('vacation-rental module paths', () => {
  it('are the four pages of the route table', () => {
    expect(vacationRentalPaths).toEqual([
      '/vacation-rentals/',
      '/vacation-rentals/shop/',
      '/vacation-rentals/book/',
      '/vacation-rentals/book/confirm/',
    ]);
  });

  it.each([
    ['/vacation-rentals/', true, true, undefined, '/'],
    ['/vacation-rentals', true, true, undefined, '/'],
    ['/vacation-rentals/shop/', true, true, undefined, '/'],
    ['/vacation-rentals/shop', true, true, undefined, '/'],
    ['/vacation-rentals/shop/?listingId=1#gallery', true, true, undefined, '/'],
    ['/Vacation-Rentals/Book/', true, true, undefined, '/'],
    ['/vacation-rentals/book/confirm/', true, true, undefined, '/'],
    ['/vacation-rentals/nowhere', true, false, '/', '/'],
    ['/vacation-rentals/book/confirm/extra/', true, false, '/', '/'],
    ['/vacation-rentals//shop/', true, false, '/', '/'],
    ['/vacation-rentalsx/', false, false, undefined, undefined],
    ['/stays/', false, false, undefined, undefined],
    ['/', false, false, undefined, undefined],
    ['', false, false, undefined, undefined],
  ])(
    '%s: module %s, known %s, redirect %s (experiment off: %s)',
    (path, inModule, known, on, off) => {
      expect(isVacationRentalModulePath(path)).toBe(inModule);
      expect(isKnownVacationRentalPath(path)).toBe(known);
      expect(vacationRentalRedirectPath(path, { vacationRentalsAvailable: true })).toBe(on);
      expect(vacationRentalRedirectPath(path, { vacationRentalsAvailable: false })).toBe(off);
    },
  );
});
