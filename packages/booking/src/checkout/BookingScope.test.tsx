import { act, renderHook } from '@testing-library/react';
import { useAtom } from 'jotai';
import { describe, expect, it } from 'vitest';
import { useCheckoutScope } from './BookingScope';
import { createMemoryStorage } from './choicesStorage';
import { checkoutWrapper, testTrip } from './testing/checkoutWrapper';

const useChoices = () => {
  const { atoms } = useCheckoutScope();
  const [travelerId, setTravelerId] = useAtom(atoms.selectedTravelerId);
  const [rewards, setRewards] = useAtom(atoms.rewardsChoice);
  const [wallet, setWallet] = useAtom(atoms.wallet);
  return { travelerId, setTravelerId, rewards, setRewards, wallet, setWallet, atoms };
};

describe('BookingScope', () => {
  it('gives each checkout its own choices, even over one storage', () => {
    const storage = createMemoryStorage();
    const first = renderHook(useChoices, { wrapper: checkoutWrapper({ storage }).wrapper });
    const other = renderHook(useChoices, {
      wrapper: checkoutWrapper({
        storage,
        trip: { ...testTrip, stay: { ...testTrip.stay, listingId: 'listing-other' } },
      }).wrapper,
    });
    act(() => first.result.current.setTravelerId('traveler-ada-lovelace'));
    expect(first.result.current.travelerId).toBe('traveler-ada-lovelace');
    expect(other.result.current.travelerId).toBeNull();
  });

  it('restores the choices of the same listing and stay after a refresh', () => {
    const storage = createMemoryStorage();
    const before = renderHook(useChoices, { wrapper: checkoutWrapper({ storage }).wrapper });
    act(() => {
      before.result.current.setTravelerId('traveler-ada-lovelace');
      before.result.current.setWallet({ applyCredit: true, offerId: 'offer-1' });
    });
    before.unmount();
    const after = renderHook(useChoices, { wrapper: checkoutWrapper({ storage }).wrapper });
    expect(after.result.current.travelerId).toBe('traveler-ada-lovelace');
    expect(after.result.current.wallet).toEqual({ applyCredit: true, offerId: 'offer-1' });
  });

  it('keeps the chosen rewards account in local storage under referenceId (platform §4)', () => {
    const { wrapper, accountStorage } = checkoutWrapper();
    const { result } = renderHook(useChoices, { wrapper });
    act(() => result.current.setRewards({ kind: 'account', accountReferenceId: 'account-savor' }));
    expect(accountStorage.getItem('referenceId')).toBe('account-savor');
  });

  it('never keeps anything but choices: no card data, no call state', () => {
    const { wrapper, storage } = checkoutWrapper();
    const { result } = renderHook(useChoices, { wrapper });
    act(() => result.current.setTravelerId('traveler-ada-lovelace'));
    const keys = ['selectedTravelerId', 'quote', 'fulfil', 'paymentVerify'].map((name) =>
      storage.getItem(
        `wayfare.checkout:${testTrip.stay.listingId}:${testTrip.stay.stayDates.from}:${testTrip.stay.stayDates.until}:${name}`,
      ),
    );
    expect(keys).toEqual(['"traveler-ada-lovelace"', null, null, null]);
  });

  it('is required by the checkout hooks', () => {
    expect(() => renderHook(useCheckoutScope)).toThrow(
      'Checkout hooks need a <BookingScope> above them.',
    );
  });
});
