import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator } from '@storybook/react-vite';
import {
  paletteFrom,
  palettes,
  tenantFromEnvironment,
  tenants,
  type Palette,
  type Tenant,
} from '@wayfare/domain';
import { useState, type ReactNode } from 'react';
import { createTestQueryClient } from './createTestQueryClient';
import { WayfareTestProviders } from './WayfareTestProviders';

/**
 * Wraps a story in the providers of the tenant and palette chosen in the toolbar (or by the
 * story's own `globals`), with a fresh QueryClient per story so no story sees another's cache.
 * A story with `parameters.tenantMatrix` renders once per tenant and palette instead, each in its
 * own providers: one screenshot shows it in every theme.
 */
/** The tenant a story renders in: its own `globals`, else the toolbar's (a play reads it too). */
export const storyTenant = (context: { globals: Record<string, unknown> }): Tenant => {
  const { tenant } = context.globals;
  return tenantFromEnvironment(typeof tenant === 'string' ? tenant : '');
};

export const withWayfareProviders: Decorator = (Story, context) => {
  if (context.parameters.tenantMatrix === true) {
    return (
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {tenants.flatMap((tenant) =>
          palettes.map((palette) => (
            <StoryProviders
              key={`${context.id}-${tenant}-${palette}`}
              tenant={tenant}
              palette={palette}
            >
              <Box
                component="figure"
                sx={{
                  m: 0,
                  p: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.default',
                }}
              >
                <Typography component="figcaption" variant="caption" color="text.secondary">
                  {tenant} · {palette}
                </Typography>
                <Story />
              </Box>
            </StoryProviders>
          )),
        )}
      </Box>
    );
  }
  return (
    <StoryProviders
      key={context.id}
      tenant={storyTenant(context)}
      palette={paletteFrom(String(context.globals.palette ?? ''))}
    >
      <Story />
    </StoryProviders>
  );
};

function StoryProviders({
  tenant,
  palette,
  children,
}: {
  tenant: Tenant;
  palette: Palette;
  children: ReactNode;
}) {
  const [queryClient] = useState(createTestQueryClient);
  return (
    <WayfareTestProviders tenant={tenant} palette={palette} queryClient={queryClient}>
      {children}
    </WayfareTestProviders>
  );
}
