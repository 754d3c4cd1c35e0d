import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import { defaultStayDates, type Tenant } from '@wayfare/domain';
import type { ReactNode } from 'react';
import { BookingProvider } from '../../BookingProvider';
import { BookingScope } from '../BookingScope';
import type { CheckoutProduct } from '../CheckoutProduct';
import { homesCheckoutProduct, type HomesTrip } from '../../homes/homesCheckoutProduct';
import { createMemoryStorage, type StringStorage } from '../choicesStorage';

/** The fixed clock of the checkout tests. */
export const testNow = () => new Date('2026-07-01T14:00:00Z');

/** The happy path's trip: the fake backend's default listing, two adults, the default dates. */
export const testTrip: HomesTrip = {
  stay: {
    listingId: 'listing-lakeside-cabin',
    stayDates: defaultStayDates({}, '2026-07-01'),
    adults: 2,
    childAges: [],
    pets: 0,
  },
  isRecommended: false,
};

export interface CheckoutWrapperOptions<Trip = HomesTrip> {
  readonly trip?: Trip;
  readonly isAgentMode?: boolean;
  readonly tenant?: Tenant;
  readonly storage?: StringStorage;
  readonly accountStorage?: StringStorage;
  readonly queryClient?: QueryClient;
  /** false: no checkout scope, as on the account pages. */
  readonly scoped?: boolean;
}

/** Providers for vacation-rental checkout hooks under test (see checkoutWrapperOf). */
export function checkoutWrapper(options: CheckoutWrapperOptions = {}) {
  return checkoutWrapperOf(homesCheckoutProduct, options.trip ?? testTrip, options);
}

/**
 * Providers for a product's checkout hooks under test: a fresh query cache, the booking
 * environment over the fake backend's origin, and the product's checkout scope over in-memory
 * storage. Not exported by the package.
 */
export function checkoutWrapperOf<Trip, Quote, Booking>(
  product: CheckoutProduct<Trip, Quote, Booking>,
  trip: Trip,
  options: Omit<CheckoutWrapperOptions<Trip>, 'trip'> = {},
) {
  const storage = options.storage ?? createMemoryStorage();
  const accountStorage = options.accountStorage ?? createMemoryStorage();
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = createApiClient({
    baseUrl: 'http://wayfare.test',
    getCsrfToken: csrfTokenFromDocument,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BookingProvider client={client} tenant={options.tenant ?? 'consumer'} now={testNow}>
        {options.scoped === false ? (
          children
        ) : (
          <BookingScope
            product={product}
            trip={trip}
            isAgentMode={options.isAgentMode ?? false}
            storage={storage}
            accountStorage={accountStorage}
          >
            {children}
          </BookingScope>
        )}
      </BookingProvider>
    </QueryClientProvider>
  );
  return { wrapper, storage, accountStorage, queryClient };
}

/** Short poll waits, so polling tests take milliseconds. */
export const fastPolls: readonly number[] = Array.from({ length: 10 }, () => 5);
