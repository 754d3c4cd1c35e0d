import Typography from '@mui/material/Typography';
import { landingPath } from '@wayfare/domain';
import { scenarios, type ScenarioId } from '@wayfare/mocks';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { homesRoutes } from '../routes/homesRoutes';

/**
 * The homes routes in memory, opened at an address, with a landing page that says it is one, so a
 * story shows where a redirect went. The entry may carry history state, as a navigation would.
 */
export function homesPageAt(path: InitialEntry) {
  return <HomesPageAt entry={path} />;
}

/** Made once per story: a router made again on each render would start over each time. */
function HomesPageAt({ entry }: { readonly entry: InitialEntry }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: landingPath,
          children: [
            { index: true, element: <Typography variant="h1">Landing page</Typography> },
            ...homesRoutes,
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
