import { createTheme, type Theme } from '@mui/material/styles';
import { listingLayout, type Palette, type Tenant } from '@wayfare/domain';
import { brandColors } from './brandColors';
import { robotoFallbackFamily, robotoFallbackFontFaces } from './robotoFallback';

export interface WayfareThemeOptions {
  readonly tenant: Tenant;
  readonly palette: Palette;
  /** The user asked for reduced motion: transitions, scrolling and ripples happen at once. */
  readonly reducedMotion?: boolean;
  /**
   * Where dialogs, menus and popovers mount: inside a shadow root for an embedded widget, whose
   * styles live there and nowhere else. The page's body when absent.
   */
  readonly portalContainer?: HTMLElement;
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
export const mobileBreakpointPx = listingLayout.mobileBreakpoint;

const motionless = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/** The MUI theme of a tenant in one of its palettes. */
export function createWayfareTheme({
  tenant,
  palette,
  reducedMotion = false,
  portalContainer,
}: WayfareThemeOptions): Theme {
  const colors = brandColors[tenant][palette];
  return createTheme({
    wayfare: { tenant, palette, reducedMotion },
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
      fontFamily: `Roboto, "${robotoFallbackFamily}", "Helvetica Neue", Arial, sans-serif`,
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    ...(reducedMotion ? { transitions: { duration: motionless } } : {}),
    components: {
      // Defined with the baseline: partner pages that turn it off keep their own fonts' rules.
      MuiCssBaseline: { styleOverrides: robotoFallbackFontFaces },
      MuiButton: { defaultProps: { disableElevation: true } },
      // A dialog gives the page back (aria-hidden, scroll lock) when it starts to close, not when
      // its fade ends: MUI 9 registers a dialog as open in its first commit, and one closed in the
      // very next render (a wait that ended at once) never starts its fade, so the page was left
      // aria-hidden for good and hid from assistive technology (and from Playwright's roles).
      MuiDialog: { defaultProps: { closeAfterTransition: false } },
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      // Popovers, menus, drawers and dialogs are modals; tooltips and autocompletes are poppers.
      ...(portalContainer
        ? {
            MuiModal: { defaultProps: { container: portalContainer } },
            MuiPopover: { defaultProps: { container: portalContainer } },
            MuiPopper: { defaultProps: { container: portalContainer } },
          }
        : {}),
    },
  });
}
