import { prefetchingLoader, RouteError, type RoutePrefetch } from '@wayfare/booking';
import { PageLoading, RouteErrorPage } from '@wayfare/ui';
import type { RouteObject } from 'react-router-dom';
import { loadConfirmationPage } from '../confirmation/loadConfirmationPage';

/**
 * The hotel routes (spec: platform §2 /stays/, /stays/availability/; ours /stays/shop/,
 * /stays/book/, /stays/book/confirm/): the hotel list and map, a hotel's page with its rooms, the
 * checkout of a rate, a booking's confirmation, and a premium collection's stay (products §2) and the premium offers (platform §2), each
 * loaded when first visited; with `prefetch`, its first page is asked for when the route matches,
 * while its code loads.
 */
export function hotelsRoutes(prefetch?: RoutePrefetch): RouteObject[] {
  return [
    {
      path: 'stays',
      errorElement: <RouteError page={RouteErrorPage} />,
      hydrateFallbackElement: <PageLoading label="Loading hotels" />,
      // /stays/ is the same page before a search: the form, asking for a destination.
      children: [
        ...[{ index: true }, { path: 'availability' }].map((route) => ({
          ...route,
          loader: prefetchingLoader(
            prefetch,
            async () => (await import('./prefetchHotelResults')).prefetchHotelResults,
          ),
          lazy: async () => ({
            Component: (await import('../results/HotelResultsPage')).HotelResultsPage,
          }),
        })),
        {
          path: 'shop',
          loader: prefetchingLoader(
            prefetch,
            async () => (await import('./prefetchHotelShop')).prefetchHotelShop,
          ),
          lazy: async () => ({ Component: (await import('../shop/HotelPage')).HotelPage }),
        },
        {
          path: 'book',
          loader: prefetchingLoader(
            prefetch,
            async () => (await import('./prefetchHotelShop')).prefetchHotelShop,
          ),
          lazy: async () => ({
            Component: (await import('../checkout/HotelCheckoutPage')).HotelCheckoutPage,
          }),
        },
        {
          path: 'book/confirm',
          lazy: async () => ({ Component: await loadConfirmationPage() }),
        },
      ],
    },
    {
      // spec: products §2 "Premium stays shop-details page, path prefix /premium-stays/shop-details/".
      path: 'premium-stays/shop-details',
      errorElement: <RouteError page={RouteErrorPage} />,
      hydrateFallbackElement: <PageLoading label="Loading the hotel" />,
      lazy: async () => ({
        Component: (await import('../premium/PremiumStayPage')).PremiumStayPage,
      }),
    },
    {
      // spec: platform §2 "/premium-offers/ Premium offers" (its contents are ours).
      path: 'premium-offers',
      errorElement: <RouteError page={RouteErrorPage} />,
      hydrateFallbackElement: <PageLoading label="Loading premium offers" />,
      lazy: async () => ({
        Component: (await import('../premium/PremiumOffersPage')).PremiumOffersPage,
      }),
    },
  ];
}
