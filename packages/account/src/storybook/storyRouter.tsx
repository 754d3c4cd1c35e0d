import Typography from '@mui/material/Typography';
import { landingPath } from '@wayfare/domain';
import { scenarios, type ScenarioId } from '@wayfare/mocks';
import { useState } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';

/**
 * An account area's routes in memory, opened at an address, beside a landing page that says it is
 * one (so a story shows where a redirect went). Every account area (travelers, payment methods,
 * wallet, favorites) passes its own route objects: `accountPageAt(travelersRoutes, path)`.
 */
export function accountPageAt(routes: readonly RouteObject[], path: InitialEntry) {
  return <AccountPageAt routes={routes} entry={path} />;
}

/** Made once per story: a router made again on each render would start over each time. */
function AccountPageAt({
  routes,
  entry,
}: {
  readonly routes: readonly RouteObject[];
  readonly entry: InitialEntry;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: landingPath,
          children: [
            { index: true, element: <Typography variant="h1">Landing page</Typography> },
            ...routes,
          ],
        },
      ],
      { initialEntries: [entry] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** A story's backend: the scenario's overrides over the happy path. */
export const playing = (scenario: ScenarioId) => ({
  msw: { handlers: scenarios[scenario].handlers },
});
