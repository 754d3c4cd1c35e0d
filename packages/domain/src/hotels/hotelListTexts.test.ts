import { describe, expect, it } from 'vitest';
import {
  hotelOfferTexts,
  lodgingPromotionText,
  nthNightPromotionText,
  starRatingText,
} from './hotelListTexts';

describe('the hotel card texts', () => {
  it('names the class, and nothing for a hotel without one', () => {
    expect(starRatingText('Four')).toBe('4-star hotel');
    expect(starRatingText('NotAvailable')).toBeUndefined();
  });

  it('gives a promotion by its percentage first, else by its amount', () => {
    const amount = { value: 40, currencyCode: 'USD', currencySymbol: '$' } as const;
    expect(lodgingPromotionText({ promotionType: 'Sale', discountPercentage: 15 })).toBe(
      'Save 15%',
    );
    expect(
      lodgingPromotionText({
        promotionType: 'Sale',
        discountPercentage: 15,
        discountAmount: amount,
      }),
    ).toBe('Save 15%');
    expect(lodgingPromotionText({ promotionType: 'Sale', discountAmount: amount })).toBe(
      'Save $40.00',
    );
    expect(lodgingPromotionText({ promotionType: 'Sale' })).toBeUndefined();
  });

  it('says whether the nth night is earned or locked, with its ordinal', () => {
    expect(nthNightPromotionText({ isLocked: false })).toBe('4th night free on this stay');
    expect(nthNightPromotionText({ isLocked: true, nth: 3 })).toBe(
      'Stay 3 nights to get the 3rd night free',
    );
    expect(nthNightPromotionText({ isLocked: true, nth: 1 })).toBe(
      'Stay 1 nights to get the 1st night free',
    );
    expect(nthNightPromotionText({ isLocked: false, nth: 2 })).toBe('2nd night free on this stay');
    expect(nthNightPromotionText({ isLocked: false, nth: 12 })).toBe(
      '12th night free on this stay',
    );
  });

  it('lists the offers in the card’s order, and none for a hotel without', () => {
    expect(
      hotelOfferTexts({
        bestPromotionThisLodging: { promotionType: 'Sale', discountPercentage: 10 },
        bestOfferThisLodging: { id: 'o', title: '$50 experience credit' },
        nthNightPromotion: { isLocked: false, nth: 4 },
        hasCorporateRates: true,
        loyaltyProgramCode: 'HIL',
      }),
    ).toEqual([
      'Save 10%',
      'Best offer: $50 experience credit',
      '4th night free on this stay',
      'Corporate rates',
      'Earn Hilton Honors',
    ]);
    expect(hotelOfferTexts({ loyaltyProgramCode: 'XYZ' })).toEqual([]);
  });
});
