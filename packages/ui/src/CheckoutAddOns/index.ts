export * from './CheckoutAddOns';
