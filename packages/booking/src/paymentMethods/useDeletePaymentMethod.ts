import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePaymentMethod } from '@wayfare/api';
import { selectedPaymentMethodAfterDelete } from '@wayfare/domain';
import { useSetAtom } from 'jotai';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutAtomOrOwn } from '../checkout/checkoutAtomOrOwn';
import { paymentMethodsQueryOptions } from './paymentMethodsQuery';

/**
 * Deletes a saved card: spec: platform §4 "Deleting the selected payment method clears the
 * selection." Also used by the account's payment-methods page, outside any checkout.
 */
export function useDeletePaymentMethod() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  const setSelected = useSetAtom(
    useCheckoutAtomOrOwn((atoms) => atoms.selectedPaymentMethodId, null),
  );
  return useMutation({
    mutationFn: (paymentMethodId: string) => deletePaymentMethod(client, paymentMethodId),
    retry: false,
    onSuccess: async (_answer, paymentMethodId) => {
      setSelected(
        (selected) =>
          selectedPaymentMethodAfterDelete(selected ?? undefined, paymentMethodId) ?? null,
      );
      await queryClient.invalidateQueries({
        queryKey: paymentMethodsQueryOptions(client).queryKey,
      });
    },
  });
}
