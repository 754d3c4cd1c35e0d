import { landingPath } from '@wayfare/domain';
import { useState, type ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { JourneyContinues } from './JourneyContinues';

export interface PageAtOptions {
  /**
   * What the landing page shows: by default a card that says the journey went to the landing
   * page, so a story shows where a redirect went.
   */
  readonly landing?: ReactNode;
}

/**
 * A package's routes in memory, opened at an address, beside a landing page:
 * `pageAt(travelersRoutes, unlistedRoutePaths.travelers)`. The entry may carry history state, as
 * a navigation would.
 */
export function pageAt(
  routes: readonly RouteObject[],
  entry: InitialEntry,
  options: PageAtOptions = {},
) {
  return <PageAt routes={routes} entry={entry} landing={options.landing} />;
}

/** Made once per story: a router made again on each render would start over each time. */
function PageAt({
  routes,
  entry,
  landing = <JourneyContinues name="Landing page" storiesTitle="Pages/Portal/Routes" />,
}: {
  readonly routes: readonly RouteObject[];
  readonly entry: InitialEntry;
  readonly landing?: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [{ path: landingPath, children: [{ index: true, element: landing }, ...routes] }],
      { initialEntries: [entry] },
    ),
  );
  return <RouterProvider router={router} />;
}
