import { describe, expect, it } from 'vitest';
import { carLoyaltyErrorMessage, carLoyaltyErrors } from './carLoyaltyErrors';

// spec: products §3 Cars loyalty errors, §8 "Car loyalty errors as in section 3"; the texts are ours.
describe('carLoyaltyErrorMessage', () => {
  it.each([
    ['InvalidLoyaltyNumber', /not valid/],
    ['LoyaltyNameMismatch', /does not match the driver/],
    ['DollarExpressNotFound', /Dollar Express number/],
    ['BlueChipNumberNotFound', /Blue Chip number/],
  ] as const)('%s tells the user what went wrong', (error, text) => {
    expect(carLoyaltyErrorMessage(error)).toMatch(text);
  });

  it('gives each error its own message', () => {
    const messages = carLoyaltyErrors.map(carLoyaltyErrorMessage);
    expect(new Set(messages).size).toBe(carLoyaltyErrors.length);
  });
});
