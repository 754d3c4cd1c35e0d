export * from './PaymentMethodList';
