import type { CheckoutPageProps } from '@wayfare/checkout';
import { JourneyAt } from '@wayfare/test-kit/storybook';
import { ConfirmationPage } from '../../confirmation/ConfirmationPage';
import { CheckoutPage } from '../CheckoutPage';

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
  return (
    <JourneyAt
      path={path}
      pages={[
        { path: '/vacation-rentals/book', element: <CheckoutPage {...props} /> },
        { path: '/vacation-rentals/book/confirm', element: <ConfirmationPage /> },
      ]}
      standIns={[
        { path: '/', name: 'Landing page', storiesTitle: 'Pages/Portal/Routes' },
        {
          path: '/vacation-rentals',
          name: 'Search results',
          storiesTitle: 'Pages/Homes/SearchResultsPage',
        },
        {
          path: '/vacation-rentals/shop',
          name: 'Listing page',
          storiesTitle: 'Pages/Homes/ListingPage',
        },
      ]}
    />
  );
}
