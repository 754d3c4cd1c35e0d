import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { checkoutBreakdownTexts, checkoutTexts } from '@wayfare/domain';
import { useId } from 'react';
import { BreakdownLines } from './BreakdownLines';
import { TermsAcknowledgement } from './TermsAcknowledgement';
import type { BreakdownLine, BreakdownTotals } from './breakdownTypes';

export interface CheckoutBreakdownProps extends BreakdownTotals {
  /** The lines, in order: rent, fees, taxes, discounts, then payments applied. */
  readonly lines: readonly BreakdownLine[];
  /** The earn string (`earnText(...)` of @wayfare/domain), shown under the total. */
  readonly earnText?: string | undefined;
  /** The booking is valid and every step complete (`canBook` of @wayfare/domain). */
  readonly canBook: boolean;
  /** The booking was sent: the button shows progress and stays disabled. */
  readonly isBooking?: boolean;
  /** Confirm and Book was pressed: the page books the stay. */
  readonly onConfirmAndBook: () => void;
  /** Where the terms of service are; the link opens them in a new tab. */
  readonly termsOfServiceUrl: string;
  /** The acknowledgement's words before the terms of service (a flight's fare rules). */
  readonly termsBefore?: string;
  /** Keep the card in view while the page scrolls (the desktop right column). */
  readonly sticky?: boolean;
  /** The heading's level in the page outline. */
  readonly headingLevel?: 2 | 3;
}

/**
 * The checkout's right column (spec: platform §2 "Checkout, desktop"): "Price details" with each
 * line, the trip total in cash and rewards, the payments applied and the amount due, the earn
 * string, Confirm and Book and the terms acknowledgement. No rule here: the page computes it all.
 */
export function CheckoutBreakdown({
  lines,
  tripTotal,
  tripTotalRewards,
  amountDue,
  earnText,
  canBook,
  isBooking = false,
  onConfirmAndBook,
  termsOfServiceUrl,
  termsBefore,
  sticky = true,
  headingLevel = 2,
}: CheckoutBreakdownProps) {
  const headingId = useId();
  const termsId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={isBooking}
      sx={{
        p: { xs: 2, md: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        ...(sticky && { position: { md: 'sticky' }, top: { md: 24 } }),
      }}
    >
      <Typography id={headingId} component={`h${headingLevel}`} variant="h6">
        {checkoutBreakdownTexts.priceDetails}
      </Typography>
      <BreakdownLines
        lines={lines}
        tripTotal={tripTotal}
        tripTotalRewards={tripTotalRewards}
        amountDue={amountDue}
      />
      {earnText && (
        <Typography variant="body2" color="text.secondary">
          {earnText}
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!canBook}
        loading={isBooking}
        loadingPosition="start"
        loadingIndicator={
          <CircularProgress
            size={18}
            color="inherit"
            aria-label={checkoutBreakdownTexts.bookingInProgress}
          />
        }
        onClick={onConfirmAndBook}
        aria-describedby={termsId}
      >
        {checkoutTexts.confirmAndBook}
      </Button>
      <TermsAcknowledgement
        id={termsId}
        termsOfServiceUrl={termsOfServiceUrl}
        {...(termsBefore !== undefined && { termsBefore })}
      />
    </Paper>
  );
}
