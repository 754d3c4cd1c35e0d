import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Palette, Tenant } from '@wayfare/domain';
import { WayfareThemeProvider } from '@wayfare/ui';
import type { ReactNode } from 'react';

export interface WayfareTestProvidersProps {
  readonly tenant?: Tenant;
  readonly palette?: Palette;
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}

/** Every provider a Wayfare component expects, as the portal sets them up. */
export function WayfareTestProviders({
  tenant = 'consumer',
  palette = 'default',
  queryClient,
  children,
}: WayfareTestProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <WayfareThemeProvider tenant={tenant} palette={palette}>
        {children}
      </WayfareThemeProvider>
    </QueryClientProvider>
  );
}
