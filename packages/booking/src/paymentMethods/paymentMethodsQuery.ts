import { queryOptions } from '@tanstack/react-query';
import { listPaymentMethods, type ApiClient } from '@wayfare/api';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** The saved cards (spec: platform §7 "PUT payments/list"). */
export const paymentMethodsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('paymentMethods', 'list'),
    queryFn: ({ signal }) => listPaymentMethods(client, signal),
    retry: false,
  });
