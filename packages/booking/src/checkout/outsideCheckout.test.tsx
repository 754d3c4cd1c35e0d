import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutServer } from './testing/checkoutServer';
import { checkoutWrapper } from './testing/checkoutWrapper';
import { vaultToken } from './testing/vaultToken';
import { useAddPaymentMethod } from '../paymentMethods/useAddPaymentMethod';
import { useDeletePaymentMethod } from '../paymentMethods/useDeletePaymentMethod';
import { useDeleteTraveler } from '../travelers/useDeleteTraveler';
import { usePaymentMethods } from '../paymentMethods/usePaymentMethods';
import { TravelerOverLimitError, useSaveTraveler } from '../travelers/useSaveTraveler';
import { useTravelerList } from '../travelers/useTravelerList';

// The account pages use the traveler and card hooks with no <BookingScope> above them.
const { server, play } = checkoutServer();
const outside = (tenant: 'consumer' | 'corporate' = 'consumer') =>
  checkoutWrapper({ scoped: false, tenant }).wrapper;

const useTravelerHooks = () => ({
  list: useTravelerList(),
  save: useSaveTraveler(),
  remove: useDeleteTraveler(),
});

const useCardHooks = () => ({
  list: usePaymentMethods(),
  add: useAddPaymentMethod(),
  remove: useDeletePaymentMethod(),
});

const names = (travelers: readonly { givenName: string; surname: string }[]) =>
  travelers.map((traveler) => `${traveler.givenName} ${traveler.surname}`);

describe('traveler hooks outside a checkout', () => {
  it('travelers/private-profile: the flag the traveler list sends is kept by the merge', async () => {
    play('travelers/private-profile');
    const { result } = renderHook(useTravelerList, { wrapper: outside() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(names(result.current.travelers.filter((t) => t.isPrivateProfile))).toEqual([
      'Hedy Lamarr',
    ]);
    expect(result.current.includesUsers).toBe(false);
  });

  it('travelers/list: the corporate user list is merged in (canViewUsers)', async () => {
    play('travelers/list');
    const { result } = renderHook(useTravelerList, { wrapper: outside('corporate') });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.includesUsers).toBe(true);
    expect(names(result.current.travelers)).toContain('Edsger Dijkstra');
  });

  it('travelers/no-view-users: own travelers only', async () => {
    play('travelers/no-view-users');
    const { result } = renderHook(useTravelerList, { wrapper: outside('corporate') });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.includesUsers).toBe(false);
    expect(names(result.current.travelers)).not.toContain('Edsger Dijkstra');
  });

  it('adds, then deletes a traveler, the list following', async () => {
    play('travelers/empty');
    const { result } = renderHook(useTravelerHooks, { wrapper: outside() });
    await waitFor(() => expect(result.current.list.isPending).toBe(false));
    expect(result.current.list.travelers).toEqual([]);
    let id = '';
    await act(async () => {
      const saved = await result.current.save.mutateAsync({
        givenName: 'Ada',
        surname: 'Lovelace',
        gender: 'F',
        dateOfBirth: '1985-12-10',
        assistance: [],
        frequentFlyer: {},
      });
      id = saved.id;
    });
    await waitFor(() => expect(names(result.current.list.travelers)).toEqual(['Ada Lovelace']));
    await act(async () => {
      await result.current.remove.mutateAsync(id);
    });
    await waitFor(() => expect(result.current.list.travelers).toEqual([]));
  });

  // personFieldLimits of @wayfare/domain: nothing over a limit reaches passengers/update.
  it('refuses to send a traveler with a 51-character name', async () => {
    play('travelers/empty');
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/passengers/update')) sent.push(request.url);
    });
    const { result } = renderHook(useTravelerHooks, { wrapper: outside() });
    await waitFor(() => expect(result.current.list.isPending).toBe(false));
    await act(async () => {
      await expect(
        result.current.save.mutateAsync({
          givenName: 'A'.repeat(51),
          surname: 'Lovelace',
          gender: 'F',
          dateOfBirth: '1985-12-10',
          assistance: [],
          frequentFlyer: {},
        }),
      ).rejects.toBeInstanceOf(TravelerOverLimitError);
    });
    expect(sent).toEqual([]);
    expect(result.current.list.travelers).toEqual([]);
  });
});

describe('payment-method hooks outside a checkout', () => {
  it('payment/verify-success: the card is stored; verification state is the hook own', async () => {
    play('payment-methods/empty');
    const { result } = renderHook(useCardHooks, { wrapper: outside() });
    await waitFor(() => expect(result.current.list.isPending).toBe(false));
    await act(async () => {
      await result.current.add.addPaymentMethod({
        tokenize: () => vaultToken('4111111111111111'),
        accountId: 'account-venture-x',
      });
    });
    expect(result.current.add.status).toBe('success');
    expect(result.current.list.paymentMethods.map((method) => method.last4)).toEqual(['1111']);
    act(() => result.current.add.reset());
    expect(result.current.add.status).toBe('idle');
  });

  it('payment-methods/delete: the card is removed', async () => {
    play('payment-methods/delete');
    const { result } = renderHook(useCardHooks, { wrapper: outside() });
    await waitFor(() => expect(result.current.list.isPending).toBe(false));
    await act(async () => {
      await result.current.remove.mutateAsync('payment-visa-4417');
    });
    await waitFor(() =>
      expect(result.current.list.paymentMethods.map((method) => method.id)).not.toContain(
        'payment-visa-4417',
      ),
    );
  });
});
