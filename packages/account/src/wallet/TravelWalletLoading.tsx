import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { travelWalletTexts } from '@wayfare/ui';

/** What the wallet shows while its experiments, its calls or the page's code load. */
export function TravelWalletLoading() {
  return (
    <Box
      role="status"
      aria-label={travelWalletTexts.loading}
      sx={{ display: 'grid', placeItems: 'center', py: 10 }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
