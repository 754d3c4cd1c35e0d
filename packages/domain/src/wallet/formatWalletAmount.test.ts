import { expect, it } from 'vitest';
import { formatWalletAmount } from './formatWalletAmount';

// spec: platform §3 Travel wallet "credit (amount.amount and currency)"; products §9 two decimals in en-US
it.each([
  [{ amount: 300, currency: 'USD' }, '$300.00'],
  [{ amount: 1234.5, currency: 'USD' }, '$1,234.50'],
  [{ amount: 0.29, currency: 'USD' }, '$0.29'],
  [{ amount: 50, currency: 'CAD' }, 'CA$50.00'],
])('%o is shown as %s', (amount, text) => {
  expect(formatWalletAmount(amount)).toBe(text);
});
