import { describe, expect, it } from 'vitest';
import { fareOption, fareOptionSchema } from './fareOption';
import { farePrice } from './farePrice';

const usd = (value: number) => ({ value, currencySymbol: '$' });

// spec: products §5 "Fare price is rounded to whole units"; products §3 "price (symbol plus rounded fiat value)"
describe('farePrice', () => {
  it.each([
    [234.49, '$234'],
    [234.5, '$235'],
    [234.99, '$235'],
    [235, '$235'],
    [0, '$0'],
    [0.49, '$0'],
    [1234.5, '$1,235'],
    [-12.6, '-$13'],
  ])('%d -> %s', (value, shown) => {
    expect(farePrice(usd(value))).toBe(shown);
  });

  it('keeps the server symbol and follows the locale', () => {
    expect(farePrice({ value: 1234.4, currencySymbol: '€' }, 'de-DE')).toBe('€1.234');
  });
});

// spec: products §3 "Fare option: fareId, fareName (short brand), price, rawPrice, tags, optional reward text"
describe('fareOption', () => {
  it('builds the rounded price and tags, and keeps the raw value', () => {
    const option = fareOption({
      fareId: 'fare-1',
      fareName: 'Main',
      amount: usd(234.56),
      score: { isCheapest: true, isBest: true },
      rewardText: 'Earn 1,173 miles',
    });
    expect(option).toEqual({
      fareId: 'fare-1',
      fareName: 'Main',
      price: '$235',
      rawPrice: 234.56,
      tags: ['Best Price', 'Best Overall'],
      rewardText: 'Earn 1,173 miles',
    });
    expect(fareOptionSchema.parse(option)).toEqual(option);
  });

  it('has no reward text unless given one', () => {
    const option = fareOption({ fareId: 'f', fareName: 'Basic', amount: usd(99), score: {} });
    expect(option).not.toHaveProperty('rewardText');
    expect(option.tags).toEqual([]);
  });
});
