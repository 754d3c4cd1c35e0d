import { act, renderHook, waitFor } from '@testing-library/react';
import { HostedCardFieldsError } from '@wayfare/api';
import { faultHandlers, type Fault } from '@wayfare/mocks';
import { describe, expect, it } from 'vitest';
import { checkoutServer } from '../checkout/testing/checkoutServer';
import { checkoutWrapper } from '../checkout/testing/checkoutWrapper';
import { recordFailureReasons } from '../checkout/testing/recordRequests';
import { vaultToken } from '../checkout/testing/vaultToken';
import { useAddPaymentMethod } from './useAddPaymentMethod';
import { useDeletePaymentMethod } from './useDeletePaymentMethod';
import { usePaymentMethods } from './usePaymentMethods';

const { server, play } = checkoutServer();

const useCards = () => ({
  add: useAddPaymentMethod(),
  remove: useDeletePaymentMethod(),
  list: usePaymentMethods(),
});

async function renderCards() {
  play();
  const rendered = renderHook(useCards, { wrapper: checkoutWrapper().wrapper });
  await waitFor(() => expect(rendered.result.current.list.isPending).toBe(false));
  return rendered;
}

async function addCard(result: { current: ReturnType<typeof useCards> }, number: string) {
  await act(async () => {
    await result.current.add.addPaymentMethod({
      tokenize: () => vaultToken(number),
      accountId: 'account-venture-x',
    });
  });
}

describe('payment methods', () => {
  it('payment/verify-success: the new card is stored and selected', async () => {
    const { result } = await renderCards();
    await addCard(result, '4111111111111111');
    expect(result.current.add.status).toBe('success');
    expect(result.current.list.selectedPaymentMethod?.last4).toBe('1111');
    expect(result.current.list.paymentMethods.map((method) => method.last4)).toContain('1111');
  });

  it.each([
    [
      'payment/verify-card-declined',
      '4000000000000002',
      'Other',
      'Your card was declined. Please use a different card.',
    ],
    ['payment/verify-excessive-activity', '4000000000000069', 'Other', undefined],
    ['payment/verify-generic-error', '4000000000000119', 'Other', undefined],
    [
      'payment/verify-invalid-cvv',
      '4000000000000127',
      'InvalidCVV',
      "The card's security code is incorrect.",
    ],
    [
      'payment/verify-invalid-address',
      '4000000000000135',
      'InvalidAddress',
      'The billing address does not match the card.',
    ],
  ] as const)(
    '%s: its panel, tracked as payment_verification_failed',
    async (_id, number, failure, message) => {
      const { result } = await renderCards();
      const reasons = recordFailureReasons(server);
      await addCard(result, number);
      expect(result.current.add.status).toBe('failure');
      expect(result.current.add.error).toMatchObject({
        panel: {
          kind: 'payment-verification',
          failure,
          ...(message === undefined ? {} : { firstErrorMessage: message }),
        },
        trackingReason: 'payment_verification_failed',
      });
      expect(result.current.list.selectedPaymentMethod).toBeUndefined();
      await waitFor(() => expect(reasons).toEqual(['payment_verification_failed']));
    },
  );

  it('payment/invalid-card: an unknown last four opens the invalid-card modal', async () => {
    const { result } = await renderCards();
    await addCard(result, '4000000000000000');
    expect(result.current.add.status).toBe('invalid-card');
    act(() => result.current.add.reset());
    expect(result.current.add.status).toBe('idle');
  });

  it.each([
    ['network-error', 'failure'],
    ['server-error', 'failure'],
    ['malformed', 'failure'],
    ['slow', 'success'],
  ] as [Fault, string][])(
    'payment verify %s: ends %s, the selection kept',
    async (fault, status) => {
      const { result } = await renderCards();
      act(() => result.current.list.selectPaymentMethod('payment-master-0921'));
      server.use(...faultHandlers('payment-verify', fault, { once: true, delayMs: 50 }));
      await addCard(result, '4111111111111111');
      expect(result.current.add.status).toBe(status);
      if (status === 'failure') {
        expect(result.current.add.error?.panel).toEqual({
          kind: 'payment-verification',
          failure: 'Other',
        });
        expect(result.current.list.selectedPaymentMethod?.id).toBe('payment-master-0921');
      }
    },
  );

  it('a card field the vault frame finds wrong leaves the call idle, with no panel', async () => {
    const { result } = await renderCards();
    await act(async () => {
      await result.current.add.addPaymentMethod({
        tokenize: () => Promise.reject(new HostedCardFieldsError('invalid', 'wrong number')),
        accountId: 'account-venture-x',
      });
    });
    expect(result.current.add.status).toBe('idle');
    expect(result.current.add.error).toBeUndefined();
  });

  it('a vault that fails asks to add the card again', async () => {
    const { result } = await renderCards();
    await addCard(result, '9999888877776666');
    expect(result.current.add.status).toBe('failure');
    expect(result.current.add.error?.panel).toEqual({
      kind: 'payment-verification',
      failure: 'Other',
    });
  });

  it('delete selected: deleting the selected card clears the selection (platform §4)', async () => {
    const { result } = await renderCards();
    act(() => result.current.list.selectPaymentMethod('payment-visa-4417'));
    await act(async () => {
      await result.current.remove.mutateAsync('payment-master-0921');
    });
    expect(result.current.list.selectedPaymentMethod?.id).toBe('payment-visa-4417');
    await act(async () => {
      await result.current.remove.mutateAsync('payment-visa-4417');
    });
    await waitFor(() => expect(result.current.list.selectedPaymentMethod).toBeUndefined());
  });
});
