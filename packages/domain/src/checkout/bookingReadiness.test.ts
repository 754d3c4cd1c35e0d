import { describe, expect, it } from 'vitest';
import { bookingBlockersOf, canBook, type BookingReadinessInput } from './bookingReadiness';

const ready: BookingReadinessInput = {
  travelerDone: true,
  contactDone: true,
  paymentDone: true,
  amountDueAfterWallet: 1216.41,
  callInProgress: false,
  priceChangePending: false,
  mainGuestAdded: true,
};

// spec: platform §4 "Booking may proceed only when travelers, contact and payment are done (or the total is fully covered by
// wallet: credit only, offer only, or both, leaving zero due), no call is in progress, any price change is acknowledged, and the
// main guest was added successfully."
describe('bookingBlockersOf', () => {
  it.each([
    ['everything done', {}, []],
    ['no traveler', { travelerDone: false }, ['traveler-missing']],
    ['no contact', { contactDone: false }, ['contact-missing']],
    ['no payment', { paymentDone: false }, ['payment-missing']],
    ['no payment, wallet covers the total', { paymentDone: false, amountDueAfterWallet: 0 }, []],
    [
      'no payment, wallet leaves 0.01 due',
      { paymentDone: false, amountDueAfterWallet: 0.01 },
      ['payment-missing'],
    ],
    ['a call in progress (a second click)', { callInProgress: true }, ['call-in-progress']],
    [
      'a price change to acknowledge',
      { priceChangePending: true },
      ['price-change-unacknowledged'],
    ],
    ['the main guest not added', { mainGuestAdded: false }, ['main-guest-not-added']],
    [
      'nothing done',
      { travelerDone: false, contactDone: false, paymentDone: false, mainGuestAdded: false },
      ['traveler-missing', 'contact-missing', 'payment-missing', 'main-guest-not-added'],
    ],
  ])('%s: %o', (_, edit, blockers) => {
    expect(bookingBlockersOf({ ...ready, ...edit })).toEqual(blockers);
    expect(canBook({ ...ready, ...edit })).toBe(blockers.length === 0);
  });
});
