export * from './SavedPaymentMethodList';
export * from './CardVerificationErrorDialog';
export { paymentMethodTexts } from './paymentMethodTexts';
