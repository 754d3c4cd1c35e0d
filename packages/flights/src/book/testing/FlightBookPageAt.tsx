import type { CheckoutPageProps } from '@wayfare/checkout';
import { JourneyAt } from '@wayfare/test-kit/storybook';
import { FlightConfirmationPage } from '../../confirm/FlightConfirmationPage';
import { FlightBookPage } from '../FlightBookPage';

export interface FlightBookPageAtProps extends CheckoutPageProps {
  /** The address the checkout opens at. */
  readonly path: string;
}

/**
 * The flight checkout in a memory router, for stories and tests: a booking lands on the real
 * confirmation page; the pages the checkout leads back to (the search, a leg's flight list) are
 * cards that say where the journey went.
 */
export function FlightBookPageAt({ path, ...props }: FlightBookPageAtProps) {
  return (
    <JourneyAt
      path={path}
      pages={[
        { path: '/flights/book', element: <FlightBookPage {...props} /> },
        { path: '/flights/book/confirm', element: <FlightConfirmationPage /> },
      ]}
      standIns={[
        { path: '/flights', name: 'Flight search', storiesTitle: 'Pages/Flights/FlightSearchPage' },
        {
          path: '/flights/shop',
          name: 'Flight list',
          storiesTitle: 'Pages/Flights/FlightShopPage',
        },
      ]}
    />
  );
}
