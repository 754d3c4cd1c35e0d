export * from './BookingConfirmation';
export * from './TreesModal';
