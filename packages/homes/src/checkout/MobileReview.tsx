import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  checkoutTexts,
  routePaths,
  type CheckoutQuery,
  type VacationRentalListing,
} from '@wayfare/domain';
import { PriceBreakdownDropdown, TermsAcknowledgement, TripSummaryCard } from '@wayfare/ui';
import { useId, useState } from 'react';
import { BookingUnknownAlert } from './BookingUnknownAlert';
import { CheckoutTravelerStep } from './CheckoutTravelerStep';
import { tripSummaryOf } from './checkoutSummary';
import { MobileReviewDetails } from './MobileReviewDetails';
import { MobileReviewPayment } from './MobileReviewPayment';
import type { CheckoutScreen } from './useCheckoutScreen';
import { useBottomBarPosition } from '../widget/widgetHost';

export interface MobileReviewProps {
  readonly listing: VacationRentalListing;
  readonly query: CheckoutQuery;
  readonly screen: CheckoutScreen;
  /** A traveler or contact changed on Review was quoted again: back to payment (spec: platform §4). */
  readonly onEdited: () => void;
}

/**
 * The mobile review step (spec: platform §2, §4): the summary, the traveler (changing it quotes
 * again), the price breakdown in cash and rewards, need to know, the FAQ, the terms and a floating
 * Confirm and Book.
 */
export function MobileReview({ listing, query, screen, onEdited }: MobileReviewProps) {
  const termsId = useId();
  const bottomBar = useBottomBarPosition();
  const [editing, setEditing] = useState(false);
  const { breakdown } = screen;
  const termsOfServiceUrl = listing.termsOfService?.url ?? routePaths.terms;
  return (
    <>
      <Stack spacing={3} sx={{ pb: 12 }}>
        <TripSummaryCard {...tripSummaryOf(listing, query)} />
        <CheckoutTravelerStep
          screen={screen}
          mode={editing ? 'edit' : 'view'}
          onEdit={() => setEditing(true)}
          onSave={(save) =>
            void screen.checkout.saveTravelerStep(save).then((state) => {
              setEditing(false);
              if (state?.status === 'success') onEdited();
            })
          }
        />
        {breakdown && <PriceBreakdownDropdown {...breakdown} defaultExpanded />}
        <MobileReviewPayment screen={screen} />
        {screen.isBookingUnknown && <BookingUnknownAlert />}
        <MobileReviewDetails listing={listing} />
        <TermsAcknowledgement id={termsId} termsOfServiceUrl={termsOfServiceUrl} variant="body2" />
      </Stack>
      <Paper elevation={8} square sx={{ ...bottomBar, p: 2 }}>
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
