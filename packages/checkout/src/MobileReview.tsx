import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { checkoutTexts } from '@wayfare/domain';
import { PriceBreakdownDropdown, TermsAcknowledgement } from '@wayfare/ui';
import { useId, useState } from 'react';
import { BookingUnknownAlert } from './BookingUnknownAlert';
import { CheckoutTravelerStep } from './CheckoutTravelerStep';
import { MobileReviewPayment } from './MobileReviewPayment';
import type { ProductCheckoutSetup } from './checkoutSetup';
import type { CheckoutScreen } from './useCheckoutScreen';

/** Fixed to the bottom of the window, over the page. */
const windowBottomBar = { position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 3 } as const;

export interface MobileReviewProps<Trip, Quote, Booking> {
  readonly setup: ProductCheckoutSetup<Trip, Quote, Booking>;
  readonly screen: CheckoutScreen<Quote, Booking>;
  /** A traveler or contact changed on Review was quoted again: back to payment (spec: platform §4). */
  readonly onEdited: () => void;
}

/**
 * The mobile review step (spec: platform §2, §4): the summary, the traveler (changing it quotes
 * again), the product's add-ons (taking one quotes again), the price breakdown in cash and rewards, the product's need to know and FAQ, the terms
 * and a floating Confirm and Book.
 */
export function MobileReview<Trip, Quote, Booking>({
  setup,
  screen,
  onEdited,
}: MobileReviewProps<Trip, Quote, Booking>) {
  const termsId = useId();
  const [editing, setEditing] = useState(false);
  const { breakdown } = screen;
  const TravelerStep = setup.travelerStep ?? CheckoutTravelerStep;
  return (
    <>
      <Stack spacing={3} sx={{ pb: 12 }}>
        {setup.summary}
        <TravelerStep
          screen={screen}
          mode={editing ? 'edit' : 'view'}
          onEdit={() => setEditing(true)}
          saveThen="quote"
          onSaved={({ isQuoted }) => {
            setEditing(false);
            if (isQuoted) onEdited();
          }}
        />
        {setup.addOns?.({ checkout: screen.checkout, onQuoted: onEdited })}
        {breakdown && <PriceBreakdownDropdown {...breakdown} defaultExpanded />}
        <MobileReviewPayment screen={screen} />
        {screen.isBookingUnknown && <BookingUnknownAlert />}
        {setup.reviewDetails}
        <TermsAcknowledgement
          id={termsId}
          termsOfServiceUrl={setup.termsOfServiceUrl}
          {...(setup.termsBefore !== undefined && { termsBefore: setup.termsBefore })}
          variant="body2"
        />
      </Stack>
      <Paper elevation={8} square sx={{ ...(setup.bottomBarPosition ?? windowBottomBar), p: 2 }}>
        <Box>
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={!screen.canBook}
            loading={screen.isBooking}
            aria-describedby={termsId}
            onClick={() => void screen.book()}
          >
            {checkoutTexts.confirmAndBook}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
