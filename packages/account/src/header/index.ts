export * from './AccountHeader';
