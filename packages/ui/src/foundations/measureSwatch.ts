import {
  decomposeColor,
  getContrastRatio,
  rgbToHex,
  type Palette as ThemePalette,
} from '@mui/material/styles';
import type { ColourRole } from './colourRoles';

/** WCAG AA's least contrast for body text. */
export const minimumTextContrast = 4.5;

/** A colour role measured in one palette. */
export interface Swatch {
  /** The colour as CSS, as the theme holds it (the divider is translucent). */
  readonly colour: string;
  /** The colour as seen on paper, in six-digit hex. */
  readonly hex: string;
  /** Whether the colour lets what is under it show through (the divider). */
  readonly translucent: boolean;
  /** The text colour judged against it, as CSS. */
  readonly text: string;
  /** The text's contrast on it, from 1 to 21. */
  readonly contrast: number;
  /** Whether the text reaches WCAG AA for body text on it. */
  readonly readable: boolean;
}

/**
 * A colour as it shows over an opaque one, in hex: a translucent colour (the divider) is mixed
 * with what is under it, since contrast is of what the eye sees and MUI's ignores the alpha.
 * The theme's colours are hex or rgb(a).
 */
export function seenOn(colour: string, under: string): string {
  const [red = 0, green = 0, blue = 0, alpha = 1] = decomposeColor(colour).values;
  const [underRed = 0, underGreen = 0, underBlue = 0] = decomposeColor(under).values;
  const mix = (top: number, bottom: number) => Math.round(top * alpha + bottom * (1 - alpha));
  return rgbToHex(`rgb(${mix(red, underRed)}, ${mix(green, underGreen)}, ${mix(blue, underBlue)})`);
}

/** A role's colour in a palette, and how readable its text is on it. */
export function measureSwatch(role: ColourRole, palette: ThemePalette): Swatch {
  const colour = role.colour(palette);
  const text = role.text(palette);
  const hex = seenOn(colour, palette.background.paper);
  const contrast = getContrastRatio(seenOn(text, hex), hex);
  const translucent = (decomposeColor(colour).values[3] ?? 1) < 1;
  return { colour, hex, translucent, text, contrast, readable: contrast >= minimumTextContrast };
}
