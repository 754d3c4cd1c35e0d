import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { helpTexts } from './helpTexts';

/** What shows while a help page's code loads on a first visit straight to it. */
export function HelpLoading() {
  return (
    <Box
      role="status"
      aria-label={helpTexts.loading}
      sx={{ display: 'grid', placeItems: 'center', py: 10 }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
