export * from './CheckoutBreakdown';
export * from './PriceBreakdownDropdown';
export type { BreakdownLine, BreakdownTotals } from './breakdownTypes';
export * from './TermsAcknowledgement';
