import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WayfareThemeProvider } from '@wayfare/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { PortalEnvironment } from './environment';
import { createPortalRouter } from './router';

export interface PortalProps {
  readonly environment: PortalEnvironment;
}

/** The whole portal: providers of the configured tenant around the routes. */
export function Portal({ environment }: PortalProps) {
  const [queryClient] = useState(() => new QueryClient());
  const [router] = useState(() => createPortalRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <WayfareThemeProvider tenant={environment.tenant} palette={environment.palette}>
        <RouterProvider router={router} />
      </WayfareThemeProvider>
    </QueryClientProvider>
  );
}
