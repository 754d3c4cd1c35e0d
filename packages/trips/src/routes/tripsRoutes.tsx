import { prefetchingLoader, RouteError, type RoutePrefetch } from '@wayfare/booking';
import { RouteErrorPage } from '@wayfare/ui';
import type { RouteObject } from 'react-router-dom';
import { TripsLoading } from '../hub/TripsLoading';

/**
 * My Trips (ours: /trips/ with the tab in the address, /trips/itinerary/?tripId= for one trip;
 * products §2 "my trips homepage", trip-list tabs and modals). Each page loads when first visited;
 * with `prefetch`, its data is asked for when its route matches, while its code loads.
 */
export function tripsRoutes(prefetch?: RoutePrefetch): RouteObject[] {
  return [
    {
      path: 'trips',
      errorElement: <RouteError page={RouteErrorPage} />,
      hydrateFallbackElement: <TripsLoading />,
      children: [
        {
          index: true,
          loader: prefetchingLoader(
            prefetch,
            async () => (await import('./prefetchTripList')).prefetchTripList,
          ),
          lazy: async () => ({ Component: (await import('../hub/TripsPage')).TripsPage }),
        },
        {
          path: 'itinerary',
          loader: prefetchingLoader(
            prefetch,
            async () => (await import('./prefetchTrip')).prefetchTrip,
          ),
          lazy: async () => ({
            Component: (await import('../itinerary/TripItineraryPage')).TripItineraryPage,
          }),
        },
      ],
    },
  ];
}
