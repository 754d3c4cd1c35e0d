export * from './ProductCheckout';
export * from './checkoutSetup';
export * from './checkoutBreakdown';
export * from './CheckoutNeedToKnow';
export * from './CheckoutLoadingPopup';
export { bookingUnknownNotice } from './bookingUnknown';
export { outOfPolicyTexts } from './OutOfPolicyReason';
export {
  CheckoutTravelerStep,
  travelerSectionId,
  type CheckoutTravelerStepProps,
  type TravelerStepSaved,
} from './CheckoutTravelerStep';
export type { CheckoutScreen } from './useCheckoutScreen';
