import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBookingEnvironment } from '@wayfare/booking';
import { splitPayConversionError, tenantSettings } from '@wayfare/domain';
import { AddCardFlow, PaymentMethodList, RewardsAccountPicker, WalletPicker } from '@wayfare/ui';
import { useId, type ReactNode } from 'react';
import { OutOfPolicyReason } from './OutOfPolicyReason';
import type { CheckoutScreen } from './useCheckoutScreen';

export interface PaymentSectionProps {
  readonly screen: CheckoutScreen;
  /** Said under the wallet (the product's, see ProductCheckoutSetup.paymentNotice). */
  readonly notice?: ReactNode;
  /** The section's heading level in the page outline. */
  readonly headingLevel?: 2 | 3;
}

/** The id of the payment section, for the mobile popup and for links into it. */
export const paymentSectionId = 'checkout-payment';

/**
 * Rewards & payment (spec: platform §2, §4): the rewards account, the saved cards with adding and
 * deleting one, and the travel wallet. Disabled until the traveler step is saved and the main guest
 * was added (platform §4 "The payment section is disabled until the first step is complete and the
 * main-guest call has succeeded").
 */
export function PaymentSection({ screen, notice, headingLevel = 2 }: PaymentSectionProps) {
  const { tenant } = useBookingEnvironment();
  const headingId = useId();
  const { checkout, addCard, outOfPolicy } = screen;
  const { rewards, paymentMethods, wallet, mainGuest } = checkout;
  const disabled =
    checkout.travelerStepMode !== 'view' ||
    !mainGuest.isPaymentUnlocked ||
    checkout.isCallInProgress;
  return (
    <Box
      component="section"
      id={paymentSectionId}
      aria-labelledby={headingId}
      data-disabled={disabled || undefined}
      sx={{ scrollMarginTop: (theme) => theme.spacing(10) }}
    >
      <Typography id={headingId} component={`h${headingLevel}`} variant="h5" sx={{ mb: 2 }}>
        {tenantSettings(tenant).paymentStepLabel}
      </Typography>
      {disabled && !checkout.isCallInProgress && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Save the traveler information to choose how to pay.
        </Typography>
      )}
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Stack spacing={1}>
          <RewardsAccountPicker
            accounts={rewards.accounts}
            tenant={tenant}
            choice={rewards.choice}
            onChoiceChange={rewards.choose}
            appliedRewards={rewards.payment?.rewards}
            appliedCash={rewards.payment?.fiatAmount}
            isConverting={rewards.isConverting}
            disabled={disabled}
          />
          {rewards.conversionFailed && <Alert severity="info">{splitPayConversionError}</Alert>}
        </Stack>
        <PaymentMethodList
          paymentMethods={paymentMethods.paymentMethods}
          selectedPaymentMethodId={paymentMethods.selectedPaymentMethod?.id}
          onSelect={(id) => paymentMethods.selectPaymentMethod(id)}
          onDelete={screen.deleteCard}
          onAddCard={addCard.open}
          disabled={disabled}
        />
        {!wallet.isPending && (
          <WalletPicker
            credit={wallet.credit}
            offers={wallet.offers}
            applyCredit={wallet.choice.applyCredit}
            selectedOfferId={wallet.choice.offerId ?? undefined}
            coverage={wallet.coverage}
            onApplyCreditChange={wallet.setApplyCredit}
            onOfferChange={(offerId) => wallet.chooseOffer(offerId ?? null)}
            disabled={disabled}
          />
        )}
        {notice}
        {/* Corporate only: the tenant with a policy tier (platform §3, §6). */}
        {outOfPolicy.approval !== undefined && (
          <OutOfPolicyReason
            isOutOfPolicy={outOfPolicy.isOutOfPolicy}
            approval={outOfPolicy.approval}
            reason={outOfPolicy.reason}
            onReasonChange={outOfPolicy.setReason}
            showReasonError={outOfPolicy.showReasonError}
            disabled={disabled}
            inputRef={outOfPolicy.reasonFieldRef}
          />
        )}
      </Stack>
      <AddCardFlow state={addCard} />
    </Box>
  );
}
