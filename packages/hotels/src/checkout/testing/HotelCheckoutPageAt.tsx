import type { CheckoutPageProps } from '@wayfare/checkout';
import { JourneyAt } from '@wayfare/test-kit/storybook';
import { HotelConfirmationPage } from '../../confirmation/HotelConfirmationPage';
import { HotelCheckoutPage } from '../HotelCheckoutPage';

export interface HotelCheckoutPageAtProps extends CheckoutPageProps {
  /** The address the checkout opens at. */
  readonly path: string;
}

/**
 * The hotel checkout in a memory router, for stories and tests: a booking lands on the real
 * confirmation page; the pages the checkout leads back to (the hotels, the results, the hotel's
 * page) are cards that say where the journey went.
 */
export function HotelCheckoutPageAt({ path, ...props }: HotelCheckoutPageAtProps) {
  return (
    <JourneyAt
      path={path}
      pages={[
        { path: '/stays/book', element: <HotelCheckoutPage {...props} /> },
        { path: '/stays/book/confirm', element: <HotelConfirmationPage /> },
      ]}
      standIns={[
        { path: '/stays', name: 'Hotels', storiesTitle: 'Pages/Hotels/HotelResultsPage' },
        {
          path: '/stays/availability',
          name: 'Hotel results',
          storiesTitle: 'Pages/Hotels/HotelResultsPage',
        },
        { path: '/stays/shop', name: 'Hotel page', storiesTitle: 'Pages/Hotels/HotelPage' },
      ]}
    />
  );
}
