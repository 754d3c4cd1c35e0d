export * from './GuestPicker';
