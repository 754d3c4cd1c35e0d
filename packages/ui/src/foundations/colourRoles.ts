import type { Palette as ThemePalette } from '@mui/material/styles';

/** A colour of the theme's palette that designers work with, and the text the theme sets on it. */
export interface ColourRole {
  /** Its path in `theme.palette`, as designers and code both name it: `primary.main`. */
  readonly name: string;
  readonly colour: (palette: ThemePalette) => string;
  /** The palette path of the text colour judged against it. */
  readonly textName: string;
  readonly text: (palette: ThemePalette) => string;
}

/** Roles that belong together on the page, under one heading. */
export interface ColourGroup {
  readonly title: string;
  readonly roles: readonly ColourRole[];
}

/**
 * A brand colour's shades, each with its contrastText (a contained button keeps its text on the
 * dark shade when hovered), and contrastText itself against the main shade.
 */
function brandRoles(key: 'primary' | 'secondary'): ColourRole[] {
  const shades = (['main', 'light', 'dark'] as const).map((shade): ColourRole => ({
    name: `${key}.${shade}`,
    colour: (palette) => palette[key][shade],
    textName: `${key}.contrastText`,
    text: (palette) => palette[key].contrastText,
  }));
  return [
    ...shades,
    {
      name: `${key}.contrastText`,
      colour: (palette) => palette[key].contrastText,
      textName: `${key}.main`,
      text: (palette) => palette[key].main,
    },
  ];
}

/** A surface, judged with the body text on it. */
const surface = (name: string, colour: (palette: ThemePalette) => string): ColourRole => ({
  name,
  colour,
  textName: 'text.primary',
  text: (palette) => palette.text.primary,
});

/**
 * A text colour, judged on the page's background: contrast is symmetric, and the background is
 * darker than paper, so it is the harder of the two surfaces text sits on.
 */
const textRole = (key: 'primary' | 'secondary'): ColourRole => ({
  name: `text.${key}`,
  colour: (palette) => palette.text[key],
  textName: 'background.default',
  text: (palette) => palette.background.default,
});

/** A status colour's main shade, with the contrastText of its filled alerts, chips and buttons. */
const status = (key: 'error' | 'warning' | 'info' | 'success'): ColourRole => ({
  name: `${key}.main`,
  colour: (palette) => palette[key].main,
  textName: `${key}.contrastText`,
  text: (palette) => palette[key].contrastText,
});

/** Every colour role the Colour page shows, in the order it shows them. */
export const colourGroups: readonly ColourGroup[] = [
  { title: 'Primary', roles: brandRoles('primary') },
  { title: 'Secondary', roles: brandRoles('secondary') },
  {
    title: 'Surfaces',
    roles: [
      surface('background.default', (palette) => palette.background.default),
      surface('background.paper', (palette) => palette.background.paper),
      surface('divider', (palette) => palette.divider),
    ],
  },
  { title: 'Text', roles: [textRole('primary'), textRole('secondary')] },
  {
    title: 'Status',
    roles: [status('error'), status('warning'), status('info'), status('success')],
  },
];
