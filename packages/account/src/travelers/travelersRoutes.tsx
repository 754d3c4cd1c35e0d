import { unlistedRoutePaths } from '@wayfare/domain';
import type { RouteObject } from 'react-router-dom';
import { TravelersLoading } from './TravelersLoading';
import { routeErrorElement } from '../routeErrorElement';

/**
 * Customer profile and traveler details (spec: platform §1 "save travelers"), at the domain's
 * unlisted path /account/travelers/, loaded when first visited.
 */
export const travelersRoutes: RouteObject[] = [
  {
    path: unlistedRoutePaths.travelers,
    // The page loads lazily: on a first visit straight to it, this shows until its code arrives.
    hydrateFallbackElement: <TravelersLoading />,
    errorElement: routeErrorElement,
    lazy: async () => ({ Component: (await import('./TravelersPage')).TravelersPage }),
  },
];
