export * from './paymentMethod';
export * from './paymentRequest';
export * from './paymentVerification';
export * from './paymentSelection';
export * from './invalidCard';
export * from './newCard';
