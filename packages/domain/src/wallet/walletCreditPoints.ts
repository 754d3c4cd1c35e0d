/** spec: platform §9 "Wallet credit converts at 100 points per currency unit." */
export const walletPointsPerCurrencyUnit = 100;

/**
 * spec: platform §9 "Wallet credit converts at 100 points per currency unit." Rounded to whole
 * points, so that binary fractions (0.29 x 100 = 28.999...) give the points the user expects.
 */
export function walletCreditPoints(amount: number): number {
  return Math.round(amount * walletPointsPerCurrencyUnit);
}
