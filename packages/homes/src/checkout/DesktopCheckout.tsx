import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useBookingEnvironment } from '@wayfare/booking';
import {
  backToSearchResultsQuery,
  listingLayout,
  routePaths,
  searchResultsPath,
} from '@wayfare/domain';
import {
  CheckoutBreakdown,
  CheckoutHeader,
  CheckoutProgress,
  ErrorPanelDialog,
  TripSummaryCard,
} from '@wayfare/ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { BookingUnknownAlert } from './BookingUnknownAlert';

import { CheckoutHouseRules } from './CheckoutHouseRules';
import { CheckoutLoadingPopup } from './CheckoutLoadingPopup';
import { CheckoutTravelerStep } from './CheckoutTravelerStep';
import { tripSummaryOf } from './checkoutSummary';
import { PaymentSection } from './PaymentSection';
import { useCheckoutScreen, type CheckoutScreenOptions } from './useCheckoutScreen';

export type DesktopCheckoutProps = Omit<
  CheckoutScreenOptions,
  'isMobile' | 'onReturnToTraveler' | 'onChoosePaymentAgain'
>;

/**
 * The desktop checkout (spec: platform §2 "Checkout, desktop"): the header, then the trip summary,
 * the progress, the traveler step, payment and rewards, house rules and important information on
 * the left, and the sticky breakdown with Confirm and Book on the right.
 */
export function DesktopCheckout(props: DesktopCheckoutProps) {
  const { listing, query } = props;
  // "modify travelers (scroll to the traveler section)" (spec: platform §8).
  const travelerSectionRef = useRef<HTMLElement>(null);
  const screen = useCheckoutScreen({
    ...props,
    isMobile: false,
    onReturnToTraveler: () => travelerSectionRef.current?.scrollIntoView({ block: 'start' }),
  });
  const navigate = useNavigate();
  const { now, timeZone } = useBookingEnvironment();
  const { checkout, breakdown } = screen;
  const backToResults = () =>
    void navigate(searchResultsPath(backToSearchResultsQuery(query, { now: now(), timeZone })));
  return (
    <Container
      maxWidth={false}
      sx={{ py: 4, px: { md: `${listingLayout.bookGrid.sidePadding}px` }, maxWidth: 1440 }}
    >
      <CheckoutHeader onBack={backToResults} hideBack={query.isTravelApp} />
      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gap: `${listingLayout.bookGrid.columnGap}px`,
          gridTemplateColumns: 'minmax(0, 2fr) minmax(320px, 1fr)',
          alignItems: 'start',
        }}
      >
        <Stack spacing={4}>
          <TripSummaryCard {...tripSummaryOf(listing, query)} />
          <CheckoutProgress states={checkout.progress} />
          <CheckoutTravelerStep
            screen={screen}
            mode={checkout.travelerStepMode}
            sectionRef={travelerSectionRef}
            onSave={(save) => void screen.checkout.saveTravelerStep(save)}
            onEdit={checkout.editTraveler}
          />
          <PaymentSection screen={screen} />
          <CheckoutHouseRules listing={listing} />
        </Stack>
        <Stack spacing={2} sx={{ position: 'sticky', top: 24 }}>
          {screen.isBookingUnknown && <BookingUnknownAlert />}
          {breakdown && (
            <CheckoutBreakdown
              {...breakdown}
              sticky={false}
              earnText={screen.earn.text}
              canBook={screen.canBook}
              isBooking={screen.isBooking}
              onConfirmAndBook={() => void screen.book()}
              termsOfServiceUrl={listing.termsOfService?.url ?? routePaths.terms}
            />
          )}
        </Stack>
      </Box>
      <CheckoutLoadingPopup kind={checkout.loadingMessage} />
      <ErrorPanelDialog
        content={screen.errorContent}
        onAction={screen.onErrorAction}
        onClose={screen.onErrorClose}
      />
    </Container>
  );
}
