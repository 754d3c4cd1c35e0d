import { JourneyContinues } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { HotelConfirmationPage } from '../../confirmation/HotelConfirmationPage';
import { HotelCheckoutPage, type HotelCheckoutPageProps } from '../HotelCheckoutPage';

export interface HotelCheckoutPageAtProps extends HotelCheckoutPageProps {
  /** The address the checkout opens at. */
  readonly path: string;
}

/**
 * The hotel checkout in a memory router, for stories and tests: a booking lands on the real
 * confirmation page; the pages the checkout leads back to (the hotels, the results, the hotel's
 * page) are cards that say where the journey went.
 */
export function HotelCheckoutPageAt({ path, ...props }: HotelCheckoutPageAtProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/stays',
          element: <JourneyContinues name="Hotels" storiesTitle="Pages/Hotels/HotelResultsPage" />,
        },
        {
          path: '/stays/availability',
          element: (
            <JourneyContinues name="Hotel results" storiesTitle="Pages/Hotels/HotelResultsPage" />
          ),
        },
        {
          path: '/stays/shop',
          element: <JourneyContinues name="Hotel page" storiesTitle="Pages/Hotels/HotelPage" />,
        },
        { path: '/stays/book', element: <HotelCheckoutPage {...props} /> },
        { path: '/stays/book/confirm', element: <HotelConfirmationPage /> },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}
