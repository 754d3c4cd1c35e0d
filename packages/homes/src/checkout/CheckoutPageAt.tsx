import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { CheckoutPage, type CheckoutPageProps } from './CheckoutPage';

export interface CheckoutPageAtProps extends CheckoutPageProps {
  /** The address the checkout opens at. */
  readonly path: string;
}

/** A page the checkout leads to, standing in with its name and the address it was opened at. */
function PageProbe({ name }: { readonly name: string }) {
  const location = useLocation();
  const state: unknown = location.state;
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h1">{name}</Typography>
      <Typography>{`Address: ${location.pathname}${location.search}`}</Typography>
      {state !== null && state !== undefined && (
        <Typography>{`State: ${JSON.stringify(state)}`}</Typography>
      )}
    </Box>
  );
}

/**
 * The checkout in a memory router, with the pages it leads to as probes that say where the
 * checkout went (the landing page, the search results, the listing, the confirmation), for
 * stories and tests.
 */
export function CheckoutPageAt({ path, ...props }: CheckoutPageAtProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/', element: <PageProbe name="Landing page" /> },
        { path: '/vacation-rentals', element: <PageProbe name="Search results" /> },
        { path: '/vacation-rentals/shop', element: <PageProbe name="Listing page" /> },
        { path: '/vacation-rentals/book', element: <CheckoutPage {...props} /> },
        { path: '/vacation-rentals/book/confirm', element: <PageProbe name="Confirmation page" /> },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}
