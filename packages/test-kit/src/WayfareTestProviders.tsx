import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import { BookingProvider, type CardFieldsSetup } from '@wayfare/booking';
import type { Palette, Tenant } from '@wayfare/domain';
import { fetchedHostedCardFieldsFrame } from '@wayfare/mocks';
import { WayfareThemeProvider } from '@wayfare/ui';
import { useState, type ReactNode } from 'react';
import { jsdomCardFrame } from './jsdomCardFrame';

/**
 * The card vault's frame where the fake backend answers: in jsdom, a window of its own (jsdom
 * loads no frame), at an origin of its own; in Storybook, the stand-in page fetched through MSW
 * (whose worker answers no frame navigation), at the page's origin.
 */
export const testCardFields: CardFieldsSetup = {
  ...('jsdom' in globalThis
    ? // A vault of another origin than the page's, as a real vault is.
      { vaultUrl: 'https://vault.wayfare.test', createFrame: jsdomCardFrame }
    : { createFrame: fetchedHostedCardFieldsFrame }),
};

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
      <BookingProvider client={client} tenant={tenant} cardFields={testCardFields}>
        <WayfareThemeProvider tenant={tenant} palette={palette}>
          {children}
        </WayfareThemeProvider>
      </BookingProvider>
    </QueryClientProvider>
  );
}
