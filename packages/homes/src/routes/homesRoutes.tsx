import { landingPath } from '@wayfare/domain';
import { Navigate, type RouteObject } from 'react-router-dom';
import { VacationRentalsGate, VacationRentalsLoading } from './VacationRentalsGate';

/**
 * The vacation-rental routes (spec: platform §2): the search results, the listing, the checkout and
 * the confirmation, each loaded when first visited. Every other path of the module goes to the landing path (the gate decides).
 */
export const homesRoutes: RouteObject[] = [
  {
    path: 'vacation-rentals',
    element: <VacationRentalsGate />,
    // The pages load lazily: on a first visit straight to one, this shows until its code arrives.
    hydrateFallbackElement: <VacationRentalsLoading />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../search/SearchResultsPage')).SearchResultsPage,
        }),
      },
      {
        path: 'shop',
        lazy: async () => ({ Component: (await import('../listing/ListingPage')).ListingPage }),
      },
      {
        path: 'book',
        lazy: async () => ({ Component: (await import('../checkout/CheckoutPage')).CheckoutPage }),
      },
      {
        path: 'book/confirm',
        lazy: async () => ({
          Component: (await import('../confirmation/ConfirmationPage')).ConfirmationPage,
        }),
      },
      // spec: platform §2 "Any other path inside the vacation-rental module redirects to the landing path."
      { path: '*', element: <Navigate to={landingPath} replace /> },
    ],
  },
];
