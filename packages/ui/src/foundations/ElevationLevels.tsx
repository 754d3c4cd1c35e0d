import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { tileGrid } from './FoundationPage';

/**
 * The levels of `theme.shadows` the portal shows, and where. Of MUI's 25 levels only these are
 * in use: the rest would only be noise on the page.
 */
export const elevationsInUse = [
  { level: 0, use: 'Flat: the account header' },
  { level: 1, use: 'Cards and paper (MUI’s default)' },
  { level: 2, use: 'The search bar; map and photo controls' },
  { level: 8, use: 'Menus, popovers and the mobile bottom bars' },
  { level: 24, use: 'Dialogs (MUI’s default)' },
] as const;

/** Each elevation in use, as a Paper lifted by the theme's shadow of that level. */
export function ElevationLevels() {
  return (
    <Box
      component="ul"
      // Room below for the deepest shadow, which reaches well below its paper.
      sx={{ ...tileGrid('200px', 3), pb: 4 }}
    >
      {elevationsInUse.map(({ level, use }) => (
        <li key={level}>
          <Paper
            data-elevation={level}
            elevation={level}
            sx={{ p: 2, height: '100%', border: level === 0 ? 1 : 0, borderColor: 'divider' }}
          >
            <Typography variant="subtitle1" component="p">
              Elevation {level}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {use}
            </Typography>
          </Paper>
        </li>
      ))}
    </Box>
  );
}
