import { PageLoading } from '@wayfare/ui';
import { paymentMethodsPageTexts } from './paymentMethodsPageTexts';

/** While the page's code or the saved cards load. */
export function PaymentMethodsLoading() {
  return <PageLoading label={paymentMethodsPageTexts.loading} />;
}
