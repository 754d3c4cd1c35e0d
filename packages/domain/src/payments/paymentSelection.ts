/**
 * spec: platform §4 "Deleting the selected payment method clears the selection." Deleting any
 * other card keeps it.
 */
export function selectedPaymentMethodAfterDelete(
  selectedPaymentMethodId: string | undefined,
  deletedPaymentMethodId: string,
): string | undefined {
  return selectedPaymentMethodId === deletedPaymentMethodId ? undefined : selectedPaymentMethodId;
}
