import Typography from '@mui/material/Typography';
import { landingPath, routePaths } from '@wayfare/domain';
import { scenarios, type ScenarioId } from '@wayfare/mocks';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { favoritesRoutes } from '../favoritesRoutes';

// The favorites' own, until the shared account story router
// (packages/account/src/storybook/storyRouter.tsx) exists; this one merges into it.

/** Where a saved home leads: a stand-in listing page that shows the address it was opened with. */
function ListingPageStandIn() {
  const { search } = useLocation();
  return (
    <>
      <Typography variant="h1">Listing page</Typography>
      <Typography data-testid="listing-query">{search}</Typography>
    </>
  );
}

/**
 * The favorites route in memory, opened at an address, beside a landing page and a listing page
 * that say what they are, so a story shows where a link went.
 */
export function favoritesPageAt(path: string) {
  return <FavoritesPageAt path={path} />;
}

/** Made once per story: a router made again on each render would start over each time. */
function FavoritesPageAt({ path }: { readonly path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: landingPath,
          children: [
            { index: true, element: <Typography variant="h1">Landing page</Typography> },
            ...favoritesRoutes,
            { path: routePaths.vacationRentalShop.slice(1), element: <ListingPageStandIn /> },
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
