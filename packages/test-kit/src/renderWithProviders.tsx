import { render, type RenderOptions } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import type { Palette, Tenant } from '@wayfare/domain';
import type { ReactElement } from 'react';
import { createTestQueryClient } from './createTestQueryClient';
import { WayfareTestProviders } from './WayfareTestProviders';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  readonly tenant?: Tenant;
  readonly palette?: Palette;
  readonly queryClient?: ReturnType<typeof createTestQueryClient>;
}

/** Renders with every provider and a fresh QueryClient; returns a user-event session too. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { tenant, palette, queryClient = createTestQueryClient(), ...renderOptions } = options;
  const user = userEvent.setup();
  const result = render(ui, {
    ...renderOptions,
    wrapper: ({ children }) => (
      <WayfareTestProviders tenant={tenant} palette={palette} queryClient={queryClient}>
        {children}
      </WayfareTestProviders>
    ),
  });
  return { ...result, user, queryClient };
}
