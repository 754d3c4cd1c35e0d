import {
  favoritesRoutes,
  helpRoutes,
  paymentMethodsRoutes,
  sessionRoutes,
  travelersRoutes,
  travelWalletRoutes,
} from '@wayfare/account';
import { RouteError, type RoutePrefetch } from '@wayfare/booking';
import { loginPath } from '@wayfare/domain';
import { flightsRoutes } from '@wayfare/flights';
import { homesRoutes } from '@wayfare/homes';
import { hotelsRoutes } from '@wayfare/hotels';
import { tripsRoutes } from '@wayfare/trips';
import { RouteErrorPage } from '@wayfare/ui';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { PortalEnvironment } from './environment';
import { HomePage } from './home/HomePage';
import { PortalLayout } from './layout/PortalLayout';
import { NotFoundPage } from './notFound/NotFoundPage';

/** What the routes need from the environment, and the cache their loaders start data in. */
export interface PortalRoutesOptions extends Pick<PortalEnvironment, 'signInUrl'> {
  readonly prefetch?: RoutePrefetch;
}

/**
 * The portal's routes (spec: platform §2). Only routes whose feature is built are mounted; any
 * other path is the not-found page, which links home.
 */
export function portalRoutes(
  { signInUrl, prefetch }: PortalRoutesOptions = { signInUrl: undefined },
) {
  const routeError = <RouteError page={RouteErrorPage} />;
  return [
    {
      element: <PortalLayout />,
      // Should the layout itself fail, the error page stands alone, never React Router's default.
      errorElement: routeError,
      children: [
        {
          // The portal's own pages' errors show inside the layout, header and footer kept, as the
          // feature routes' do (each with its own error element).
          errorElement: routeError,
          children: [
            { index: true, element: <HomePage /> },
            ...homesRoutes(prefetch),
            ...hotelsRoutes(prefetch),
            ...flightsRoutes(prefetch),
            ...tripsRoutes(prefetch),
            ...favoritesRoutes,
            ...travelersRoutes,
            ...paymentMethodsRoutes,
            ...travelWalletRoutes,
            ...helpRoutes,
            // Without a sign-in module (the embedded backend), signing in returns at once with a code.
            ...sessionRoutes({ signInHref: signInUrl ?? loginPath({ code: 'embedded-sign-in' }) }),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ] satisfies RouteObject[];
}

export const createPortalRouter = (options?: PortalRoutesOptions) =>
  createBrowserRouter(portalRoutes(options));

/** The same routes in memory, for stories and tests. */
export const createPortalMemoryRouter = (initialPath = '/', options?: PortalRoutesOptions) =>
  createMemoryRouter(portalRoutes(options), { initialEntries: [initialPath] });
