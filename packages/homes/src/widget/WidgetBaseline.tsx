import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { robotoFallbackFontFaces } from '@wayfare/ui';
import type { ReactNode } from 'react';

/** The class of a widget's root, and of the node its dialogs mount in inside a shadow root. */
export const widgetRootClass = 'wayfare-widget';

// Every rule under `:where()`, as the portal's own baseline's `*` is: no specificity, so a
// component's own class always wins (MUI's inputs are content-box). MUI's ScopedCssBaseline
// writes `.root *`, which ties with a component's class and wins or loses by insertion order.
const baseline = `${robotoFallbackFontFaces}
:where(.${widgetRootClass}), :where(.${widgetRootClass}) :where(*, *::before, *::after) {
  box-sizing: border-box;
}`;

/**
 * The portal's CSS baseline for a widget on a partner's page, scoped to the widget: the theme's
 * type, colour and background, border-box sizing, and the stand-in font faces (a family of the
 * widget's own name); nothing of the page's is touched.
 */
export function WidgetBaseline({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={baseline} />
      <Box
        className={widgetRootClass}
        sx={{
          typography: 'body1',
          color: 'text.primary',
          bgcolor: 'background.default',
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
        }}
      >
        {children}
      </Box>
    </>
  );
}
