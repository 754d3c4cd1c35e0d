import { createTheme, type Theme } from '@mui/material/styles';
import type { Palette, Tenant } from '@wayfare/domain';
import { brandColors } from './brandColors';

export interface WayfareThemeOptions {
  readonly tenant: Tenant;
  readonly palette: Palette;
}

declare module '@mui/material/styles' {
  interface Theme {
    /** Which tenant and palette the theme was made for, for the few components that differ. */
    wayfare: WayfareThemeOptions;
  }
  interface ThemeOptions {
    wayfare?: WayfareThemeOptions;
  }
}

/** spec: platform §9 "mobile breakpoint 960 px": `theme.breakpoints.down('md')` is mobile. */
export const mobileBreakpointPx = 960;

/** The MUI theme of a tenant in one of its palettes. */
export function createWayfareTheme({ tenant, palette }: WayfareThemeOptions): Theme {
  const colors = brandColors[tenant][palette];
  return createTheme({
    wayfare: { tenant, palette },
    breakpoints: { values: { xs: 0, sm: 600, md: mobileBreakpointPx, lg: 1280, xl: 1920 } },
    palette: {
      mode: 'light',
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      background: { default: colors.background, paper: '#ffffff' },
      text: { primary: '#1b1f24', secondary: '#4a5360' },
    },
    shape: { borderRadius: tenant === 'corporate' ? 4 : 8 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
