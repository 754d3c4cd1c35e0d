export * from './ProductCheckout';
export * from './checkoutSetup';
export * from './checkoutBreakdown';
export * from './CheckoutNeedToKnow';
export * from './CheckoutLoadingPopup';
export { bookingUnknownNotice } from './bookingUnknown';
export { outOfPolicyTexts } from './OutOfPolicyReason';
