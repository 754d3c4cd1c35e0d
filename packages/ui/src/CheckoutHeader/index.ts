export * from './CheckoutHeader';
