import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '@wayfare/api';
import {
  BookingProvider,
  bookingEnvironment,
  createMemoryStorage,
  defaultSessionStorage,
  prefetchSignedInVisit,
  type CardFieldsSetup,
} from '@wayfare/booking';
import { WayfareThemeProvider } from '@wayfare/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createPortalApiClient } from './apiClient';
import type { PortalEnvironment } from './environment';
import { followRedirect } from './redirects';
import { createPortalMemoryRouter, createPortalRouter } from './router';
import { visitModes } from './visitModes';

export interface PortalProps {
  readonly environment: PortalEnvironment;
  /** Stories and tests open the portal in memory at this address; the browser's otherwise. */
  readonly initialPath?: string;
  /** How the portal leaves for another site (onboarding); the browser's location by default. */
  readonly leave?: (url: string) => void;
  /** Where the card vault's frame comes from (the in-browser fake backend's differs). */
  readonly cardFields?: CardFieldsSetup;
}

const leaveForUrl = (url: string) => window.location.assign(url);

/** A call the server answered with a redirect is not tried again: the user is already on the way. */
const retryUnlessRedirected = (failures: number, error: unknown) =>
  !isApiError(error, 'redirected') && failures < 3;

/**
 * The whole portal: the tenant's providers around the routes, in the modes the visit started in,
 * with the server's redirects followed (spec: platform §1, §8).
 */
export function Portal({ environment, initialPath, leave = leaveForUrl, cardFields }: PortalProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRedirected } } }),
  );
  // In memory, the visit is the story's own: its modes are not kept for the next one.
  const [modes] = useState(() =>
    initialPath === undefined
      ? visitModes(window.location.search, defaultSessionStorage())
      : visitModes(new URL(initialPath, 'https://portal.invalid').search, createMemoryStorage()),
  );
  const [{ router, client }] = useState(() => {
    // The client follows redirects through the router, whose loaders call through the client.
    const client = createPortalApiClient(environment, (target) =>
      followRedirect(target, {
        location: router.state.location,
        navigate: (path) => void router.navigate(path),
        leave,
        adminPortalUrl: modes.isAgentMode
          ? environment.agentAdminPortalUrl
          : environment.adminPortalUrl,
        storage: defaultSessionStorage(),
      }),
    );
    const options = {
      signInUrl: environment.signInUrl,
      prefetch: {
        queryClient,
        environment: bookingEnvironment({ client, tenant: environment.tenant }),
      },
    };
    // What every page waits for is asked for now, beside the first page's code.
    prefetchSignedInVisit(options.prefetch);
    const router =
      initialPath === undefined
        ? createPortalRouter(options)
        : createPortalMemoryRouter(initialPath, options);
    return { router, client };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BookingProvider
        client={client}
        tenant={environment.tenant}
        modes={modes}
        cardFields={cardFields}
      >
        <WayfareThemeProvider tenant={environment.tenant} palette={environment.palette}>
          <RouterProvider router={router} />
        </WayfareThemeProvider>
      </BookingProvider>
    </QueryClientProvider>
  );
}
