/**
 * Roboto's stand-in while Roboto loads (the portal's faces swap in when they arrive): Arial, or
 * Liberation Sans where Arial is Linux's alias for it, scaled weight by weight to Roboto's widths
 * (measured over the portal's own texts in Chromium) and given Roboto's ascent and descent, so a
 * text keeps its width, and a line its breaks, when Roboto replaces it (layout shift). Only over
 * Roboto's latin range: a character Roboto lacks falls back past it as before. Where neither font
 * is installed (Android, whose sans-serif is Roboto itself) the face is skipped.
 */
export const robotoFallbackFamily = 'Roboto Fallback';

const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const regular =
  'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")';
const bold =
  'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")';

/** Roboto's ascent and descent (1900 and 500 of 2048 units), before the face's scaling. */
const robotoAscent = 1900 / 2048;
const robotoDescent = 500 / 2048;

/** Per weight: which Arial face stands in, and Roboto's width over that face's. */
const faces = [
  { weight: 400, src: regular, sizeAdjust: 0.9895 },
  { weight: 500, src: regular, sizeAdjust: 0.9993 },
  { weight: 600, src: bold, sizeAdjust: 0.9402 },
  { weight: 700, src: bold, sizeAdjust: 0.9439 },
] as const;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The `@font-face` rules of the stand-in, for the CSS baseline. */
export const robotoFallbackFontFaces = faces
  .map(
    ({ weight, src, sizeAdjust }) => `@font-face {
  font-family: "${robotoFallbackFamily}";
  font-style: normal;
  font-weight: ${weight};
  src: ${src};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(robotoAscent / sizeAdjust)};
  descent-override: ${percent(robotoDescent / sizeAdjust)};
  line-gap-override: 0%;
  unicode-range: ${latinRange};
}`,
  )
  .join('\n');
