export * from './WalletPicker';
