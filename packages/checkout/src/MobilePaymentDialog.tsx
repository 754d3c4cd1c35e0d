import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { checkoutTexts, mobileCheckoutTexts, mobileStepTitles, sharedTexts } from '@wayfare/domain';
import type { ReactNode } from 'react';
import { PaymentSection } from './PaymentSection';
import type { CheckoutScreen } from './useCheckoutScreen';

export interface MobilePaymentDialogProps {
  readonly open: boolean;
  readonly screen: CheckoutScreen;
  /** Said under the wallet (the product's, see ProductCheckoutSetup.paymentNotice). */
  readonly notice?: ReactNode;
  /** Go back (and Escape): to the traveler step (spec: platform §4 "from Payment to Traveler"). */
  readonly onBack: () => void;
  /** Travel-app mode: the app has its own way back, so the Go back control is left out. */
  readonly hideBack?: boolean;
  /** "Review my Trip": on to the review step. */
  readonly onReview: () => void;
  /** The trip was quoted again after a failed booking, which cleared the payment chosen. */
  readonly showChooseAgain?: boolean;
}

/**
 * The mobile checkout's payment step (spec: platform §2 "A full-screen payment card popup ends in
 * a "Review my Trip" button"): rewards, cards and wallet, on once every step is done.
 */
export function MobilePaymentDialog({
  open,
  screen,
  notice,
  onBack,
  hideBack = false,
  onReview,
  showChooseAgain = false,
}: MobilePaymentDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onBack}
      fullScreen
      slotProps={{ paper: { 'aria-label': mobileStepTitles.RewardsAndPayment } }}
    >
      <DialogContent>
        {!hideBack && (
          <IconButton aria-label={sharedTexts.goBack} onClick={onBack} edge="start" sx={{ mb: 1 }}>
            <ArrowBackRounded />
          </IconButton>
        )}
        {showChooseAgain && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {mobileCheckoutTexts.choosePaymentAgain}
          </Alert>
        )}
        <PaymentSection screen={screen} notice={notice} />
      </DialogContent>
      <DialogActions sx={{ p: 2 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!screen.canBook}
          onClick={() => {
            // The reason field is in this popup: a missing reason is flagged here, not on Review.
            if (screen.outOfPolicy.checkReason()) onReview();
          }}
        >
          {checkoutTexts.reviewMyTrip}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
