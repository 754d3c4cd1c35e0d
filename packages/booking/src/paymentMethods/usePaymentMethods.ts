import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@wayfare/domain';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutAtomOrOwn } from '../checkout/checkoutAtomOrOwn';
import { paymentMethodsQueryOptions } from './paymentMethodsQuery';

export interface PaymentMethodsControls {
  readonly paymentMethods: readonly PaymentMethod[];
  readonly isPending: boolean;
  readonly isError: boolean;
  /** The chosen card, when it is still saved. */
  readonly selectedPaymentMethod: PaymentMethod | undefined;
  readonly selectPaymentMethod: (paymentMethodId: string | null) => void;
}

/**
 * The saved cards and the one chosen to pay with. The account's payment-methods page lists them
 * outside any checkout, where the choice is the hook's own and unused.
 */
export function usePaymentMethods(): PaymentMethodsControls {
  const { client } = useBookingEnvironment();
  const list = useQuery(paymentMethodsQueryOptions(client));
  const [selectedId, setSelectedId] = useAtom(
    useCheckoutAtomOrOwn((atoms) => atoms.selectedPaymentMethodId, null),
  );
  const paymentMethods = list.data ?? [];
  return {
    paymentMethods,
    isPending: list.isPending,
    isError: list.isError,
    selectedPaymentMethod: paymentMethods.find((method) => method.id === selectedId),
    selectPaymentMethod: useCallback((id) => setSelectedId(id), [setSelectedId]),
  };
}
