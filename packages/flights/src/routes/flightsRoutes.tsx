import { RouteError, type RoutePrefetch } from '@wayfare/booking';
import { PageLoading, RouteErrorPage } from '@wayfare/ui';
import type { RouteObject } from 'react-router-dom';
import { loadConfirmationPage } from '../confirm/loadConfirmationPage';

/**
 * The flight routes (ours; the spec gives no flight route, products §2): the search at
 * /flights/, the flight list at /flights/shop/ (outbound, then each leg after it), the chosen
 * checkout at /flights/book/ and its confirmation at /flights/book/confirm/, each loaded when
 * first visited.
 */
export function flightsRoutes(_prefetch?: RoutePrefetch): RouteObject[] {
  return [
    {
      path: 'flights',
      errorElement: <RouteError page={RouteErrorPage} />,
      hydrateFallbackElement: <PageLoading label="Loading flights" />,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('../search/FlightSearchPage')).FlightSearchPage,
          }),
        },
        {
          path: 'shop',
          lazy: async () => ({
            Component: (await import('../shop/FlightShopPage')).FlightShopPage,
          }),
        },
        {
          path: 'book',
          lazy: async () => ({
            Component: (await import('../book/FlightBookPage')).FlightBookPage,
          }),
        },
        {
          path: 'book/confirm',
          lazy: async () => ({ Component: await loadConfirmationPage() }),
        },
      ],
    },
  ];
}
