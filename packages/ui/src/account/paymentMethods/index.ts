export * from './SavedPaymentMethodList';
export * from './CardVerificationErrorDialog';
export { paymentMethodTexts } from './paymentMethodTexts';
export { paymentMethodLabel } from '../../PaymentMethodList/paymentMethodLabel';
