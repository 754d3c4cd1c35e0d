import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  firstMobileCheckoutStep,
  listingLayout,
  mobileCheckoutBack,
  mobileCheckoutStepAfterError,
  mobileCheckoutStepAfterReviewEdit,
  mobileCheckoutTexts,
  mobileStepTitles,
  type MobileCheckoutStep,
} from '@wayfare/domain';
import type { CheckoutControls } from '@wayfare/booking';
import { CheckoutHeader, ErrorPanelDialog } from '@wayfare/ui';
import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { CheckoutLoadingPopup } from './CheckoutLoadingPopup';
import { CheckoutTravelerStep } from './CheckoutTravelerStep';
import type { DesktopCheckoutProps } from './DesktopCheckout';
import { MobilePaymentDialog } from './MobilePaymentDialog';
import { MobileReview } from './MobileReview';
import { useCheckoutScreen } from './useCheckoutScreen';

export type MobileCheckoutProps<Trip, Quote, Booking> = DesktopCheckoutProps<Trip, Quote, Booking>;

/**
 * The mobile checkout (spec: platform §2 "Checkout, mobile", §4 Mobile checkout): one step at a
 * time, TravelerInformation, ContactInformation, RewardsAndPayment (a full-screen popup), Review.
 * The step is the page's own; in travel-app mode it lives in bookStep instead, each step forward a
 * new history entry, so the app's own back steps back and the page shows no back control. Errors
 * return to the traveler step.
 */
export function MobileCheckout<Trip, Quote, Booking>({
  setup,
}: MobileCheckoutProps<Trip, Quote, Booking>) {
  const { isTravelApp, routes } = setup;
  const navigate = useNavigate();
  // Payment was cleared by a new quote after a failed booking: the popup says to choose again.
  const [choosingPaymentAgain, setChoosingPaymentAgain] = useState(false);
  // spec: platform §2 "In travel-app mode the step is mirrored in the query parameter bookStep";
  // otherwise the step is kept with the checkout's choices, so a reload resumes at it.
  const stepOf = (checkout: CheckoutControls<Quote, Booking>) =>
    isTravelApp ? (setup.bookStep ?? firstMobileCheckoutStep) : checkout.mobileStep;
  const screen = useCheckoutScreen({
    setup,
    isMobile: true,
    onReturnToTraveler: () => goTo(mobileCheckoutStepAfterError),
    onChoosePaymentAgain: () => {
      setChoosingPaymentAgain(true);
      goTo('RewardsAndPayment');
    },
    // The card form is in the payment popup.
    onShowPayment: () => {
      if (step !== 'RewardsAndPayment') goTo('RewardsAndPayment');
    },
    isPaymentShown: (checkout) => stepOf(checkout) === 'RewardsAndPayment',
  });
  const { checkout } = screen;
  const step = stepOf(checkout);
  const TravelerStep = setup.travelerStep ?? CheckoutTravelerStep;
  function goTo(next: MobileCheckoutStep, { replace = false } = {}) {
    if (isTravelApp) void navigate(routes.mobileStepPath(next), { replace });
    else checkout.setMobileStep(next);
  }
  const back = () => {
    const target = mobileCheckoutBack(step);
    if (target.kind === 'listing') routes.toShop();
    else goTo(target.step, { replace: true });
  };

  return (
    <Box sx={{ pb: 4 }}>
      <CheckoutHeader
        variant="mobile"
        onBack={back}
        hideBack={isTravelApp}
        title={mobileStepTitles[step]}
      />
      <Box sx={{ px: `${listingLayout.bookGrid.mobileSidePadding}px`, pt: 2 }}>
        {step === 'TravelerInformation' && (
          <Stack spacing={3}>
            {setup.summary}
            <TravelerStep
              screen={screen}
              mode="edit"
              onEdit={() => undefined}
              saveThen="keep"
              onSaved={({ isKept }) => {
                if (isKept) goTo('ContactInformation');
              }}
            />
          </Stack>
        )}
        {step === 'ContactInformation' && (
          <Stack spacing={3}>
            {setup.summary}
            <TravelerStep
              screen={screen}
              mode="view"
              onEdit={() => goTo('TravelerInformation')}
              saveThen="keep"
            />
            <Button
              variant="contained"
              size="large"
              disabled={checkout.isCallInProgress}
              onClick={() =>
                void screen.checkout.requestQuote().then((state) => {
                  if (state.status === 'success') goTo('RewardsAndPayment');
                })
              }
            >
              {mobileCheckoutTexts.continue}
            </Button>
          </Stack>
        )}
        {step === 'Review' && (
          <MobileReview
            setup={setup}
            screen={screen}
            onEdited={() => goTo(mobileCheckoutStepAfterReviewEdit)}
          />
        )}
      </Box>
      <MobilePaymentDialog
        open={step === 'RewardsAndPayment'}
        screen={screen}
        notice={setup.paymentNotice?.(checkout)}
        onBack={back}
        hideBack={isTravelApp}
        showChooseAgain={choosingPaymentAgain}
        onReview={() => {
          setChoosingPaymentAgain(false);
          goTo('Review');
        }}
      />
      <CheckoutLoadingPopup kind={checkout.loadingMessage} />
      <ErrorPanelDialog
        content={screen.errorContent}
        onAction={screen.onErrorAction}
        onClose={screen.onErrorClose}
      />
    </Box>
  );
}
