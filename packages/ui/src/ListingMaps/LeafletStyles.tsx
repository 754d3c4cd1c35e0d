// Each package's own typecheck reaches this file through imports, not through ui's folder: the
// declaration of `?inline` comes with it. An ambient declaration cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../cssInline.d.ts" />
import GlobalStyles from '@mui/material/GlobalStyles';
import leafletStyles from 'leaflet/dist/leaflet.css?inline';

/**
 * Leaflet's own style sheet, written where the app's styles are (the page's head, or the shadow
 * root of an embedded widget, which a style sheet in the page's head cannot reach) when a map is
 * first shown.
 */
export function LeafletStyles() {
  return <GlobalStyles styles={leafletStyles} />;
}
