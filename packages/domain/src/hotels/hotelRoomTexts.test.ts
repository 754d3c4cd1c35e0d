import { describe, expect, it } from 'vitest';
import { bedTypesText, hotelPriceFreezeOfferText, sleepsText } from './hotelRoomTexts';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

describe('the room texts', () => {
  it('counts the beds by kind', () => {
    expect(bedTypesText(['Queen', 'Queen'])).toBe('2 Queen beds');
    expect(bedTypesText(['King', 'Sofa'])).toBe('1 King bed, 1 Sofa bed');
    expect(bedTypesText([])).toBe('');
  });

  it('gives a freeze in whole days (durationHours ÷ 24) and its deposit', () => {
    const offer = { id: 'f', deposit: { fiat: usd(45) }, cap: usd(500) };
    expect(hotelPriceFreezeOfferText({ ...offer, durationHours: 72 })).toBe(
      'Freeze this price for 3 days for $45.00',
    );
    expect(hotelPriceFreezeOfferText({ ...offer, durationHours: 36 })).toBe(
      'Freeze this price for 1 day for $45.00',
    );
    expect(sleepsText(3)).toBe('Sleeps 3');
  });
});
