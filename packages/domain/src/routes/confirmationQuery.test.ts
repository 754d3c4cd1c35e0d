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

  it('carries the reservation id, so a refresh finds the booking again', () => {
    expect(confirmationPath({ isTravelApp: true, isMobile: true, reservationId: 'WF-7Q2K9' })).toBe(
      '/vacation-rentals/book/confirm/?reservationId=WF-7Q2K9&isTravelApp=true',
    );
  });
});

describe('confirmation query', () => {
  it.each([
    [{ isTravelApp: true, reservationId: undefined }],
    [{ isTravelApp: false, reservationId: 'WF-7Q2K9' }],
  ])('round-trips %o', (query) => {
    expect(parseConfirmationQuery(buildConfirmationQuery(query))).toEqual(query);
  });

  it('reads a blank reservation id as none', () => {
    expect(parseConfirmationQuery('?reservationId=%20')).toEqual({
      isTravelApp: false,
      reservationId: undefined,
    });
  });
});
