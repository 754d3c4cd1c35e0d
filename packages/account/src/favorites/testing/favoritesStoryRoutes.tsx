import Typography from '@mui/material/Typography';
import { routePaths } from '@wayfare/domain';
import type { RouteObject } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { favoritesRoutes } from '../favoritesRoutes';

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
 * For stories and tests (with the test kit's `pageAt`): the favorites route beside a listing
 * page that says what it is, so a story shows where a home's link went.
 */
export const favoritesStoryRoutes: RouteObject[] = [
  ...favoritesRoutes,
  { path: routePaths.vacationRentalShop.slice(1), element: <ListingPageStandIn /> },
];
