import { describe, expect, it } from 'vitest';
import { postBookingOfferFlowState, type PostBookingOfferProgress } from './postBookingOffer';

// spec: products §4 "Post-booking offer flow ... call state ..."; STATES.md §32: fetching is
// FetchOffer (call InProgress), a failed call shows no offer, valid shows it, confirmation after.
describe('postBookingOfferFlowState', () => {
  it.each<[PostBookingOfferProgress, string]>([
    [{ callState: 'NotCalled', hasOffer: false, accepted: false }, 'NotCalled'],
    [{ callState: 'InProgress', hasOffer: false, accepted: false }, 'FetchOffer'],
    [{ callState: 'Failed', hasOffer: false, accepted: false }, 'NoOffer'],
    [{ callState: 'Success', hasOffer: false, accepted: false }, 'NoOffer'],
    [{ callState: 'Success', hasOffer: true, accepted: false }, 'ValidOffer'],
    [{ callState: 'Success', hasOffer: true, accepted: true }, 'Confirmation'],
  ])('%o: %s', (progress, state) => {
    expect(postBookingOfferFlowState(progress)).toBe(state);
  });
});
