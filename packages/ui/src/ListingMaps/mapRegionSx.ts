import type { SxProps, Theme } from '@mui/material/styles';
import { placeholderTileColours } from './placeholderTilePattern';

/** The box a map fills, with Leaflet's container in the theme's type and a visible focus. */
export const mapRegionSx = {
  height: '100%',
  '& .leaflet-container': {
    height: '100%',
    fontFamily: 'inherit',
    backgroundColor: placeholderTileColours.background,
  },
  // Leaflet's link blue is too close to its attribution text to tell apart by colour alone.
  '& .leaflet-control-attribution a': { textDecoration: 'underline' },
  '& .leaflet-container:focus-visible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: -3,
  },
} satisfies SxProps<Theme>;
