import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { checkoutBreakdownTexts } from '@wayfare/domain';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface CheckoutTermsProps {
  readonly termsOfServiceUrl: string;
  readonly id?: string;
}

/** The terms acknowledgement of Confirm and Book, on its own for the mobile review step. */
export function CheckoutTerms({ termsOfServiceUrl, id }: CheckoutTermsProps) {
  return (
    <Typography id={id} variant="body2" color="text.secondary">
      {checkoutBreakdownTexts.termsBefore}
      <Link href={termsOfServiceUrl} target="_blank" rel="noopener noreferrer">
        {checkoutBreakdownTexts.termsOfService}{' '}
        <Box component="span" sx={visuallyHidden}>
          {checkoutBreakdownTexts.opensInNewTab}
        </Box>
      </Link>
      {checkoutBreakdownTexts.termsAfter}
    </Typography>
  );
}
