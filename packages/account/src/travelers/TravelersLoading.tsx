import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { travelersPageTexts } from './travelersPageTexts';

/** While the page's code or the traveler list loads. */
export function TravelersLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={travelersPageTexts.loading} />
    </Box>
  );
}
