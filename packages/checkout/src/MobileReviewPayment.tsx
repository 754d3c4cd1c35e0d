import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatFiat, formatRewards, mobileCheckoutTexts } from '@wayfare/domain';
import { paymentMethodLabel, rewardsAccountLabel } from '@wayfare/ui';
import { useId } from 'react';
import type { CheckoutScreen } from './useCheckoutScreen';

export interface MobileReviewPaymentProps {
  readonly screen: CheckoutScreen;
}

/**
 * What Confirm and Book charges, on the review step: the rewards account and what it pays, and
 * the card (the payment step is a popup the review no longer shows).
 */
export function MobileReviewPayment({ screen }: MobileReviewPaymentProps) {
  const headingId = useId();
  const { rewards, paymentMethods } = screen.checkout;
  const account = rewards.accounts.find(
    ({ accountReferenceId }) => accountReferenceId === rewards.payment?.accountReferenceId,
  );
  const card = paymentMethods.selectedPaymentMethod;
  if (rewards.payment === undefined && card === undefined) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {mobileCheckoutTexts.payingWith}
      </Typography>
      {rewards.payment && account && (
        <Typography variant="body2">
          {mobileCheckoutTexts.rewardsCharged(
            rewardsAccountLabel(account),
            `${formatRewards(rewards.payment.rewards)} (${formatFiat(rewards.payment.fiatAmount)})`,
          )}
        </Typography>
      )}
      {card && (
        <Typography variant="body2">
          {rewards.payment
            ? mobileCheckoutTexts.cardCharged(paymentMethodLabel(card))
            : paymentMethodLabel(card)}
        </Typography>
      )}
    </Paper>
  );
}
