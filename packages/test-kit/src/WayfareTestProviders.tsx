import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import { BookingProvider } from '@wayfare/booking';
import type { Palette, Tenant } from '@wayfare/domain';
import { WayfareThemeProvider } from '@wayfare/ui';
import { useState, type ReactNode } from 'react';

export interface WayfareTestProvidersProps {
  readonly tenant?: Tenant;
  readonly palette?: Palette;
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}

/**
 * Every provider a Wayfare component expects, as the portal sets them up. The API client calls
 * the page's own origin, where the fake backend (MSW) answers, in the browser and in jsdom alike,
 * with the CSRF token of the page's cookie.
 */
export function WayfareTestProviders({
  tenant = 'consumer',
  palette = 'default',
  queryClient,
  children,
}: WayfareTestProvidersProps) {
  const [client] = useState(() =>
    createApiClient({ baseUrl: globalThis.location.origin, getCsrfToken: csrfTokenFromDocument }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BookingProvider client={client} tenant={tenant}>
        <WayfareThemeProvider tenant={tenant} palette={palette}>
          {children}
        </WayfareThemeProvider>
      </BookingProvider>
    </QueryClientProvider>
  );
}
