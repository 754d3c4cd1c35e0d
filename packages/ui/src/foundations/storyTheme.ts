import type { Theme } from '@mui/material/styles';
import { paletteFrom, tenantFromEnvironment } from '@wayfare/domain';
import { createWayfareTheme } from '../theme';

/**
 * The theme a story renders in, for its play to check the page against: the story's own
 * `globals`, else the toolbar's, read as the story decorator (withWayfareProviders) reads them.
 * A play that expects this theme's values holds on any tenant and palette the toolbar picks.
 */
export function storyTheme({ globals }: { globals: Record<string, unknown> }): Theme {
  const { tenant, palette } = globals;
  return createWayfareTheme({
    tenant: tenantFromEnvironment(typeof tenant === 'string' ? tenant : ''),
    palette: paletteFrom(typeof palette === 'string' ? palette : ''),
  });
}
