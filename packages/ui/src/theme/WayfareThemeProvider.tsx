import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { createWayfareTheme, type WayfareThemeOptions } from './createWayfareTheme';

export interface WayfareThemeProviderProps extends Omit<WayfareThemeOptions, 'reducedMotion'> {
  readonly children: ReactNode;
  /**
   * Applies MUI's CSS baseline to the page. Partner pages that embed a widget turn it off, so
   * Wayfare's styles never leak into theirs.
   */
  readonly baseline?: boolean;
}

/** The theme of a tenant and palette, for everything below it; it honours reduced motion. */
export function WayfareThemeProvider({
  tenant,
  palette,
  portalContainer,
  baseline = true,
  children,
}: WayfareThemeProviderProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(
    () => createWayfareTheme({ tenant, palette, reducedMotion, portalContainer }),
    [tenant, palette, reducedMotion, portalContainer],
  );
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
