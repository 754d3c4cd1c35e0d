export * from './AddCardDialog';
export * from './InvalidCardDialog';
