import { queryOptions } from '@tanstack/react-query';
import { getCreditHistory, type ApiClient } from '@wayfare/api';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** The travel wallet's credit history (spec: platform §7 "GET credit history"). */
export const creditHistoryQueryOptions = (client: ApiClient) =>
  queryOptions({
    // Beside the checkout's wallet queries, so one invalidation of `wayfareQueryKey('travelWallet')` reaches all.
    queryKey: wayfareQueryKey('travelWallet', 'history'),
    queryFn: ({ signal }) => getCreditHistory(client, signal),
    // The screen offers its own retry (STATES §17): a failed load is shown at once.
    retry: false,
  });
