export * from './AddCardDialog';
export * from './InvalidCardDialog';
export * from './AddCardFlow';
