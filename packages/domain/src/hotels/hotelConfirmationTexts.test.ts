import { describe, expect, it } from 'vitest';
import { confirmationTexts } from '../checkout/checkoutTexts';
import { hotelConfirmationBanners, hotelConfirmationTexts } from './hotelConfirmationTexts';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

describe('hotel confirmation texts', () => {
  it('a confirmed stay says what every confirmation says; pending and unavailable say what happens next', () => {
    expect(hotelConfirmationBanners.Confirmed).toBe(confirmationTexts.banner);
    expect(hotelConfirmationBanners.Pending).toMatch(/email you/);
    expect(hotelConfirmationBanners.Unavailable).toMatch(/not been charged/);
  });

  it('counts the guests and rooms in words', () => {
    expect(hotelConfirmationTexts.guests({ adults: 2, children: 0, rooms: 1 })).toBe(
      '2 adults · 1 room',
    );
    expect(hotelConfirmationTexts.guests({ adults: 1, children: 2, rooms: 2 })).toBe(
      '1 adult · 2 children · 2 rooms',
    );
    expect(hotelConfirmationTexts.guests({ adults: 2, children: 1, rooms: 1 })).toBe(
      '2 adults · 1 child · 1 room',
    );
  });

  it('names what is paid at the hotel and what a refundable room gives back', () => {
    expect(hotelConfirmationTexts.payAtHotel(usd(1527.98))).toBe(
      'Pay $1,527.98 at the hotel: your card is charged at check-in.',
    );
    expect(hotelConfirmationTexts.refundableRoom(80, usd(1222.38))).toContain(
      '80% of your room cost back ($1,222.38)',
    );
  });
});
