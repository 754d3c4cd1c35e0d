import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { csrfTokenFromDocument, isApiError } from '@wayfare/api';
import {
  BookingProvider,
  bookingEnvironment,
  createMemoryStorage,
  PortalLinksProvider,
  type CardFieldsSetup,
  type PortalLinks,
} from '@wayfare/booking';
import { todayIn, type Palette, type Tenant } from '@wayfare/domain';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  type DataRouter,
} from 'react-router-dom';
import { WidgetHostProvider, type WidgetHost } from './widgetHost';
import { HomesBookingEventsProvider, type HomesBookingEvents } from './homesBookingEvents';
import { createWidgetApiClient, type HomesWidgetSession } from './widgetApiClient';
import { WidgetTheme } from './WidgetTheme';
import { widgetRoutes } from './widgetRoutes';
import { startAtBase } from './widgetBase';
import { widgetStartEntries, type HomesWidgetStart } from './widgetStart';

export interface HomesBookingWidgetProps extends HomesBookingEvents {
  /** Wayfare's API, e.g. `https://travel.issuer.example` (calls go to `${apiBaseUrl}/api/v0/…`). */
  readonly apiBaseUrl: string;
  /** The cardholder's session on the host page; a visitor's search works without one. */
  readonly session?: HomesWidgetSession;
  /** The card programme (spec: platform §1); consumer by default. */
  readonly tenant?: Tenant;
  readonly palette?: Palette;
  /**
   * The widget's pages live in the host's address under this path (e.g. `/travel`): Back and
   * Forward work and a page can be shared. Without it they live in memory and the host's address
   * never changes.
   */
  readonly basePath?: string;
  /** Where the widget opens; the search by default. */
  readonly start?: HomesWidgetStart;
  /** Where links to the portal's other pages go (My Trips, sign in, flights, cars). */
  readonly links?: PortalLinks;
  /**
   * The CSRF token every changing call carries (spec: platform §8); by default the API's cookie,
   * readable when the API answers on the host page's origin.
   */
  readonly getCsrfToken?: () => string | null | undefined;
  /**
   * The card vault whose own frame takes the card number and CVV (the page only ever receives its
   * token); by default the vault answers beside the API, on `apiBaseUrl`.
   */
  readonly cardFields?: CardFieldsSetup;
  /** Where dialogs and popovers mount; the page's body by default (a shadow root's own node). */
  readonly portalContainer?: HTMLElement;
}

const searchStart: HomesWidgetStart = { kind: 'search' };

/** A call the API answered with a redirect is not tried again: the host has been told. */
const retryUnlessRedirected = (failures: number, error: unknown) =>
  !isApiError(error, 'redirected') && failures < 3;

/**
 * The vacation-rental booking for a partner's React page, with everything it needs inside: its own
 * query cache, jotai store and checkout (two widgets on a page never share one), the tenant's
 * theme with a baseline scoped to the widget, and its routes in memory or under `basePath`. The
 * host decides the API, the session, the links out, and hears of bookings and errors.
 */
export function HomesBookingWidget({
  apiBaseUrl,
  session,
  tenant = 'consumer',
  palette = 'default',
  basePath,
  start = searchStart,
  links,
  getCsrfToken = csrfTokenFromDocument,
  portalContainer,
  cardFields = apiBaseUrl === '' ? undefined : { vaultUrl: apiBaseUrl },
  onBooked,
  onError,
}: HomesBookingWidgetProps) {
  // The host may pass new functions on each render: the widget calls the latest.
  const latest = useRef({ onBooked, onError, session });
  useEffect(() => {
    latest.current = { onBooked, onError, session };
  }, [onBooked, onError, session]);
  // The closures below read `latest` when they are called (a call, an event), never in a render.
  // eslint-disable-next-line react-hooks/refs
  const [{ queryClient, client, router, hostEvents, host }] = useState(() => {
    const hostEvents: HomesBookingEvents = {
      onBooked: (reservation) => latest.current.onBooked?.(reservation),
      onError: (error) => latest.current.onError?.(error),
    };
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: retryUnlessRedirected } },
    });
    const client = createWidgetApiClient({
      apiBaseUrl,
      session: {
        getToken: () => latest.current.session?.getToken?.(),
        onExpired: () => latest.current.session?.onExpired?.(),
      },
      getCsrfToken,
      onError: (error) => hostEvents.onError?.(error),
    });
    const environment = bookingEnvironment({ client, tenant });
    const routes = widgetRoutes({ queryClient, environment });
    const entries = widgetStartEntries(start, {
      today: todayIn(environment.now(), environment.timeZone),
      tenant,
    });
    const router: DataRouter =
      basePath === undefined
        ? createMemoryRouter(routes, {
            initialEntries: [...entries],
            initialIndex: entries.length - 1,
          })
        : createBrowserRouter(routes, { basename: startAtBase(basePath, entries) });
    // In memory, a reload starts the widget over: its checkout need not outlive the page.
    const host: WidgetHost = {
      isEmbedded: true,
      checkoutStorage: basePath === undefined ? createMemoryStorage() : undefined,
    };
    return { queryClient, client, router, hostEvents, host };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <BookingProvider client={client} tenant={tenant} cardFields={cardFields}>
          <PortalLinksProvider {...links}>
            <HomesBookingEventsProvider value={hostEvents}>
              <WidgetHostProvider value={host}>
                <WidgetTheme tenant={tenant} palette={palette} portalContainer={portalContainer}>
                  <RouterProvider router={router} />
                </WidgetTheme>
              </WidgetHostProvider>
            </HomesBookingEventsProvider>
          </PortalLinksProvider>
        </BookingProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
