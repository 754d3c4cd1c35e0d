import { feeKindNames, feeKinds, type Fiat } from '@wayfare/domain';
import type { BreakdownLine } from './breakdownTypes';

/** Breakdowns for stories and tests: three nights at $289.00, in US dollars. */
export const usd = (value: number): Fiat => ({ value, currencyCode: 'USD', currencySymbol: '$' });

export const stayLines: readonly BreakdownLine[] = [
  { label: '$289.00 × 3 nights', amount: usd(867), kind: 'charge' },
  { label: 'Cleaning fee', amount: usd(150), kind: 'charge' },
  { label: 'Service fee', amount: usd(86.7), kind: 'charge' },
  { label: 'Occupancy tax', amount: usd(112.71), kind: 'charge' },
];
export const stayTotal = usd(1216.41);

/** A line for each fee kind (spec: platform §3), $10.00 up to $22.00. */
export const everyFeeKindLines: readonly BreakdownLine[] = [
  { label: '$289.00 × 3 nights', amount: usd(867), kind: 'charge' },
  ...feeKinds.map((kind, index): BreakdownLine => ({
    label: feeKindNames[kind],
    amount: usd(10 + index),
    kind: 'charge',
  })),
];
export const everyFeeKindTotal = usd(867 + feeKinds.reduce((sum, _, index) => sum + 10 + index, 0));

export const hostDiscount: BreakdownLine = {
  label: 'Host discount',
  amount: usd(-20),
  kind: 'discount',
};

export const milesTotal = { value: 121641, currency: 'miles', currencyDescription: 'miles' };

/** A payment applied after the total (rewards, wallet credit or an offer), taken off as given. */
export const paymentLine = (label: string, value: number): BreakdownLine => ({
  label,
  amount: usd(-value),
  kind: 'payment',
});

/** Wallet credit covers the whole stay: nothing due (platform §4). */
export const walletCreditCoveringAll = {
  lines: [...stayLines, paymentLine('Travel wallet credit applied', stayTotal.value)],
  amountDue: usd(0),
};
