export * from './CheckoutProgress';
