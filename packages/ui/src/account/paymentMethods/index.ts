export * from './SavedPaymentMethodList';
export { paymentMethodTexts } from './paymentMethodTexts';
export { paymentMethodLabel } from '../../PaymentMethodList/paymentMethodLabel';
