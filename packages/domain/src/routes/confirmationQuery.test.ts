import { describe, expect, it } from 'vitest';
import {
  buildConfirmationQuery,
  confirmationPath,
  parseConfirmationQuery,
} from './confirmationQuery';

// spec: platform §2 "After a successful booking the user goes to the confirmation route (with
// isTravelApp in the query on mobile)."
describe('confirmationPath', () => {
  it.each([
    [true, true, '/vacation-rentals/book/confirm/?isTravelApp=true'],
    [true, false, '/vacation-rentals/book/confirm/'],
    [false, true, '/vacation-rentals/book/confirm/'],
    [false, false, '/vacation-rentals/book/confirm/'],
  ])('isTravelApp %s, mobile %s: %s', (isTravelApp, isMobile, path) => {
    expect(confirmationPath({ isTravelApp, isMobile })).toBe(path);
  });
});

describe('confirmation query', () => {
  it.each([true, false])('round-trips isTravelApp %s', (isTravelApp) => {
    expect(parseConfirmationQuery(buildConfirmationQuery({ isTravelApp }))).toEqual({
      isTravelApp,
    });
  });
});
