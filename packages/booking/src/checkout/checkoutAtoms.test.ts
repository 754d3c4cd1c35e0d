import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createCheckoutAtoms } from './checkoutAtoms';
import { createMemoryStorage } from './choicesStorage';

function bookingCheckout() {
  const atoms = createCheckoutAtoms<{ readonly total: number }, { readonly id: string }>({
    key: 'checkout:test',
    storage: createMemoryStorage(),
    accountStorage: createMemoryStorage(),
    totalOf: ({ total }) => ({ fiat: { value: total, currencyCode: 'USD', currencySymbol: '$' } }),
  });
  const store = createStore();
  store.set(atoms.dispatch, { type: 'quote-requested' });
  store.set(atoms.dispatch, { type: 'quote-succeeded', quote: { total: 300 }, quoteToken: 'q-1' });
  store.set(atoms.dispatch, { type: 'main-guest-requested' });
  store.set(atoms.dispatch, { type: 'main-guest-added', orderedProductId: 'p-1' });
  store.set(atoms.dispatch, { type: 'booking-requested' });
  return { atoms, store };
}

describe('the checkout as drawn', () => {
  it('draws a booking that gained its fulfil token as before, while the flow keeps the token', () => {
    const { atoms, store } = bookingCheckout();
    const drawn = store.get(atoms.drawnFlow);
    expect(drawn.step).toBe('booking');
    let draws = 0;
    store.sub(atoms.drawnFlow, () => (draws += 1));
    store.set(atoms.dispatch, { type: 'fulfil-scheduled', fulfilToken: 'f-1' });
    expect(store.get(atoms.drawnFlow)).toBe(drawn);
    expect(draws).toBe(0);
    expect(store.get(atoms.flow)).toMatchObject({ step: 'booking', fulfilToken: 'f-1' });
  });

  it('draws the booking once it is made', () => {
    const { atoms, store } = bookingCheckout();
    store.set(atoms.dispatch, { type: 'fulfil-scheduled', fulfilToken: 'f-1' });
    store.set(atoms.dispatch, { type: 'booking-succeeded', booking: { id: 'b-1' } });
    expect(store.get(atoms.drawnFlow)).toMatchObject({ step: 'booked', booking: { id: 'b-1' } });
  });
});
