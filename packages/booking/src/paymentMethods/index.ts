export * from './paymentMethodsQuery';
export * from './usePaymentMethods';
export * from './useDeletePaymentMethod';
export * from './useAddPaymentMethod';
export * from './useHostedCardFields';
export * from './useAddCard';
