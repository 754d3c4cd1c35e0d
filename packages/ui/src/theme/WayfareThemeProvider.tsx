import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createWayfareTheme, type WayfareThemeOptions } from './createWayfareTheme';

export interface WayfareThemeProviderProps extends WayfareThemeOptions {
  readonly children: ReactNode;
  /**
   * Applies MUI's CSS baseline to the page. Partner pages that embed a widget turn it off, so
   * Wayfare's styles never leak into theirs.
   */
  readonly baseline?: boolean;
}

/** The theme of a tenant and palette, for everything below it. */
export function WayfareThemeProvider({ tenant, palette, baseline = true, children }: WayfareThemeProviderProps) {
  const theme = useMemo(() => createWayfareTheme({ tenant, palette }), [tenant, palette]);
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
