import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BookingProvider } from '@wayfare/booking';
import { WayfareThemeProvider } from '@wayfare/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createPortalApiClient } from './apiClient';
import type { PortalEnvironment } from './environment';
import { createPortalRouter } from './router';

export interface PortalProps {
  readonly environment: PortalEnvironment;
}

/** The whole portal: providers of the configured tenant around the routes. */
export function Portal({ environment }: PortalProps) {
  const [queryClient] = useState(() => new QueryClient());
  const [client] = useState(() => createPortalApiClient(environment));
  const [router] = useState(() => createPortalRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <BookingProvider client={client} tenant={environment.tenant}>
        <WayfareThemeProvider tenant={environment.tenant} palette={environment.palette}>
          <RouterProvider router={router} />
        </WayfareThemeProvider>
      </BookingProvider>
    </QueryClientProvider>
  );
}
