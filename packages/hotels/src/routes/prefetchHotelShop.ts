import {
  hotelShopOf,
  hotelShopQueryOptions,
  prefetchAddressContext,
  type RoutePrefetch,
} from '@wayfare/booking';
import { parseStaysShopQuery } from '@wayfare/domain';

/**
 * The hotel and its rooms for the stay, the hotel page's and the checkout's one call, asked for
 * when their route matches (an answer already cached is the page's to refresh).
 */
export function prefetchHotelShop(prefetch: RoutePrefetch, search: URLSearchParams): void {
  const query = parseStaysShopQuery(search, prefetchAddressContext(prefetch));
  if (!query.lodgingId) return;
  void prefetch.queryClient.prefetchQuery({
    ...hotelShopQueryOptions(
      prefetch.environment.client,
      hotelShopOf({ ...query, lodgingId: query.lodgingId }),
    ),
    staleTime: Infinity,
  });
}
