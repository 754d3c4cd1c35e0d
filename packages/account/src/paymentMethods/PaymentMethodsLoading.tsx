import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { paymentMethodsPageTexts } from './paymentMethodsPageTexts';

/** While the page's code or the saved cards load. */
export function PaymentMethodsLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={paymentMethodsPageTexts.loading} />
    </Box>
  );
}
