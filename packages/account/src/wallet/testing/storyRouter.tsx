import Typography from '@mui/material/Typography';
import { landingPath } from '@wayfare/domain';
import { scenarios, type ScenarioId } from '@wayfare/mocks';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

// For now the wallet's own: a shared account story router is on its way
// (packages/account/src/storybook/storyRouter.tsx); this one merges into it.

/**
 * Account routes in memory, opened at an address, with a landing page that says it is one, so a
 * story shows where a redirect went (as homes' `homesPageAt`).
 */
export function accountPageAt(routes: RouteObject[], path: string) {
  return <AccountPageAt routes={routes} path={path} />;
}

/** Made once per story: a router made again on each render would start over each time. */
function AccountPageAt({
  routes,
  path,
}: {
  readonly routes: RouteObject[];
  readonly path: string;
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
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** A story's backend: the scenario's overrides over the happy path. */
export const playing = (scenario: ScenarioId) => ({
  msw: { handlers: scenarios[scenario].handlers },
});
