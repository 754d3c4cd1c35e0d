import { JourneyContinues } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConfirmationPage } from '../../confirmation/ConfirmationPage';
import { CheckoutPage, type CheckoutPageProps } from '../CheckoutPage';

/** The checkout of the stories' and tests' stay: the lakeside cabin, three nights, two adults. */
export const checkoutPath =
  '/vacation-rentals/book/?listingId=listing-lakeside-cabin&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&locationName=Dorset%2C+ON';

export interface CheckoutPageAtProps extends CheckoutPageProps {
  /** The address the checkout opens at. */
  readonly path: string;
}

/**
 * The checkout in a memory router, for stories and tests: a booking lands on the real
 * confirmation page; the pages the checkout leads back to (the landing page, the search results,
 * the listing) are cards that say where the journey went.
 */
export function CheckoutPageAt({ path, ...props }: CheckoutPageAtProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          element: <JourneyContinues name="Landing page" storiesTitle="Pages/Portal/Routes" />,
        },
        {
          path: '/vacation-rentals',
          element: (
            <JourneyContinues name="Search results" storiesTitle="Pages/Homes/SearchResultsPage" />
          ),
        },
        {
          path: '/vacation-rentals/shop',
          element: <JourneyContinues name="Listing page" storiesTitle="Pages/Homes/ListingPage" />,
        },
        { path: '/vacation-rentals/book', element: <CheckoutPage {...props} /> },
        { path: '/vacation-rentals/book/confirm', element: <ConfirmationPage /> },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}
