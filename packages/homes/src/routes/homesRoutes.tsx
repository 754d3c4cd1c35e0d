import { prefetchingLoader, RouteError, type RoutePrefetch } from '@wayfare/booking';
import { landingPath } from '@wayfare/domain';
import { RouteErrorPage } from '@wayfare/ui';
import { Navigate, type RouteObject } from 'react-router-dom';
import { VacationRentalsGate, VacationRentalsLoading } from './VacationRentalsGate';
import { loadConfirmationPage } from '../confirmation/loadConfirmationPage';

/**
 * The vacation-rental routes (spec: platform §2): the search results, the listing, the checkout and
 * the confirmation, each loaded when first visited. Every other path of the module goes to the
 * landing path (the gate decides). With `prefetch`, a page's data is asked for when its route
 * matches, while its code loads.
 */
export function homesRoutes(prefetch?: RoutePrefetch): RouteObject[] {
  return [
    {
      path: 'vacation-rentals',
      element: <VacationRentalsGate />,
      // A page that throws, a loader that fails or a page's code that does not arrive (each page
      // route's error bubbles here) shows the Wayfare error page, not React Router's default.
      errorElement: <RouteError page={RouteErrorPage} />,
      // The pages load lazily: on a first visit straight to one, this shows until its code arrives.
      hydrateFallbackElement: <VacationRentalsLoading />,
      children: [
        {
          index: true,
          loader: prefetchingLoader(
            prefetch,
            async () => (await import('./prefetchSearchResults')).prefetchSearchResults,
          ),
          lazy: async () => ({
            Component: (await import('../search/SearchResultsPage')).SearchResultsPage,
          }),
        },
        {
          path: 'shop',
          loader: prefetchingLoader(
            prefetch,
            async () => (await import('./prefetchListing')).prefetchListing,
          ),
          lazy: async () => ({ Component: (await import('../listing/ListingPage')).ListingPage }),
        },
        {
          path: 'book',
          loader: prefetchingLoader(
            prefetch,
            async () => (await import('./prefetchListing')).prefetchListing,
          ),
          lazy: async () => ({
            Component: (await import('../checkout/CheckoutPage')).CheckoutPage,
          }),
        },
        {
          path: 'book/confirm',
          lazy: async () => ({ Component: await loadConfirmationPage() }),
        },
        // spec: platform §2 "Any other path inside the vacation-rental module redirects to the landing path."
        { path: '*', element: <Navigate to={landingPath} replace /> },
      ],
    },
  ];
}
