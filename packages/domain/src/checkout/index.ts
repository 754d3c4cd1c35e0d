export * from './bookingReadiness';
export * from './checkoutTexts';
export * from './errorPanels';
export * from './failureOutcome';
export * from './failureTracking';
export * from './loadingMessages';
export * from './progressSteps';
export * from './purchaseMessages';
