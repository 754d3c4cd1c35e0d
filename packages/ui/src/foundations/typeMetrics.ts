import type { Theme, TypographyVariant } from '@mui/material/styles';

/** Every variant of the theme's type scale, from the largest heading down. */
export const typographyVariants = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const satisfies readonly TypographyVariant[];

/** A variant's metrics as the theme sets them, in CSS units, and its size in pixels. */
export interface TypeMetrics {
  readonly fontSize: string;
  readonly px: number;
  readonly fontWeight: string;
  readonly lineHeight: string;
  readonly letterSpacing: string;
}

/** A font size in pixels: MUI writes them in rem of the theme's root size, or as pixels. */
function pixelsOf(fontSize: string | number | undefined, theme: Theme): number {
  if (typeof fontSize === 'number') return fontSize;
  const value = parseFloat(fontSize ?? '');
  return fontSize?.endsWith('rem') ? value * theme.typography.htmlFontSize : value;
}

/** A variant's metrics, read from the theme. */
export function typeMetrics(theme: Theme, variant: TypographyVariant): TypeMetrics {
  const { fontSize, fontWeight, lineHeight, letterSpacing } = theme.typography[variant];
  const px = pixelsOf(fontSize, theme);
  return {
    fontSize: typeof fontSize === 'number' ? `${fontSize}px` : String(fontSize),
    // Rounded for reading: 0.875rem of 16 px is 14 px, 0.75rem is 12 px.
    px: Math.round(px * 100) / 100,
    fontWeight: String(fontWeight),
    lineHeight: String(lineHeight),
    letterSpacing: String(letterSpacing ?? 'normal'),
  };
}
