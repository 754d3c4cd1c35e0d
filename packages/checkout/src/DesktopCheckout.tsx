import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { listingLayout } from '@wayfare/domain';
import { CheckoutBreakdown, CheckoutHeader, CheckoutProgress, ErrorPanelDialog } from '@wayfare/ui';
import { useRef } from 'react';
import { BookingUnknownAlert } from './BookingUnknownAlert';
import { CheckoutLoadingPopup } from './CheckoutLoadingPopup';
import { CheckoutTravelerStep } from './CheckoutTravelerStep';
import { PaymentSection } from './PaymentSection';
import type { ProductCheckoutSetup } from './checkoutSetup';
import { useCheckoutScreen } from './useCheckoutScreen';

export interface DesktopCheckoutProps<Trip, Quote, Booking> {
  readonly setup: ProductCheckoutSetup<Trip, Quote, Booking>;
}

/**
 * The desktop checkout (spec: platform §2 "Checkout, desktop"): the header, then the trip summary,
 * the progress, the traveler step, the product's add-ons, payment and rewards and the product's own sections (house
 * rules, the room) on the left, and the sticky breakdown with Confirm and Book on the right.
 */
export function DesktopCheckout<Trip, Quote, Booking>({
  setup,
}: DesktopCheckoutProps<Trip, Quote, Booking>) {
  // "modify travelers (scroll to the traveler section)" (spec: platform §8).
  const travelerSectionRef = useRef<HTMLElement>(null);
  const screen = useCheckoutScreen({
    setup,
    isMobile: false,
    onReturnToTraveler: () => travelerSectionRef.current?.scrollIntoView({ block: 'start' }),
  });
  const { checkout, breakdown } = screen;
  const TravelerStep = setup.travelerStep ?? CheckoutTravelerStep;
  return (
    <Container
      maxWidth={false}
      sx={{ py: 4, px: { md: `${listingLayout.bookGrid.sidePadding}px` }, maxWidth: 1440 }}
    >
      <CheckoutHeader onBack={setup.routes.toSearchResults} hideBack={setup.isTravelApp} />
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
          {setup.summary}
          <CheckoutProgress states={checkout.progress} />
          <TravelerStep
            screen={screen}
            mode={checkout.travelerStepMode}
            sectionRef={travelerSectionRef}
            saveThen="quote"
            onEdit={checkout.editTraveler}
          />
          {setup.addOns?.({ checkout, onQuoted: () => undefined })}
          <PaymentSection screen={screen} notice={setup.paymentNotice?.(checkout)} />
          {setup.details}
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
              termsOfServiceUrl={setup.termsOfServiceUrl}
              {...(setup.termsBefore !== undefined && { termsBefore: setup.termsBefore })}
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
