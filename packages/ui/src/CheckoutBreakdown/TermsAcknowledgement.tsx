import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { checkoutBreakdownTexts } from '@wayfare/domain';

export interface TermsAcknowledgementProps {
  /** Where the terms of service are; the link opens them in a new tab. */
  readonly termsOfServiceUrl: string;
  /** So the Confirm and Book button can be described by it. */
  readonly id?: string;
  /** The text's size: a caption under the breakdown, body text on the mobile review. */
  readonly variant?: TypographyProps['variant'];
  /** What it says before the terms of service's link, when not a stay's house rules and policy. */
  readonly termsBefore?: string;
}

/** What selecting Confirm and Book agrees to (spec: platform §2 "terms acknowledgement"). */
export function TermsAcknowledgement({
  termsOfServiceUrl,
  id,
  variant = 'caption',
  termsBefore = checkoutBreakdownTexts.termsBefore,
}: TermsAcknowledgementProps) {
  return (
    <Typography id={id} variant={variant} color="text.secondary">
      {termsBefore}
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
