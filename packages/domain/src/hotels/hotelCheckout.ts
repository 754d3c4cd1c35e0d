import type { Fiat, Price } from '../money/money';
import type { ChosenRoomRate } from './chosenRoomRate';
import type { HotelPriceQuote } from './hotelPriceQuote';

/** The youngest main guest a hotel checks in (ours: the spec names CheckInMinimumAgeNotMet, not the age). */
export const hotelCheckInMinimumAge = 21;

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** The hotel checkout's own texts (ours: products §2 names the hotel checkout, not its words). */
export const hotelCheckoutTexts = {
  room: (nights: number) => `Room, ${nightsText(nights)}`,
  roomTaxesIncluded: (nights: number) => `Room, ${nightsText(nights)}, taxes and fees included`,
  taxes: 'Taxes and fees',
  refundableRoom: 'Cancel-for-any-reason premium',
  roomHeading: 'Your room',
  guestRulesHeading: 'Before you book',
  payment: 'Payment',
  /** products §5, §8: the hotel checks the main guest's age and country (CheckInMinimumAgeNotMet, InvalidGuestCountry). */
  checkInAge: `The main guest must be ${hotelCheckInMinimumAge} or older to check in, with a photo ID and the card used to book.`,
  guestCountry:
    "The main guest's country must be one the hotel accepts: the hotel may refuse a booking for some countries.",
  /** products §5: travel credits cannot pay a pay-at-hotel Premier or Lifestyle stay. */
  creditRefused:
    'Travel credits cannot be used on pay-at-hotel bookings of Premier Collection or Lifestyle Collection hotels.',
  rateGone: 'This rate is no longer offered',
  rateGoneDetails: 'The hotel no longer offers the room and rate you chose for these dates.',
  backToHotel: 'Choose another room',
  loading: 'Loading your trip',
} as const;

export interface HotelCheckoutLine {
  readonly label: string;
  readonly amount: Fiat;
}

/**
 * The hotel checkout's charges (products §3 reservation pricing, §4 refundable room): before the
 * quote, the room as the room select priced it (taxes included) and a refundable room's premium;
 * with the quote, its subtotal split into the room and the premium, and its taxes. Each set adds
 * up to the total it comes with.
 */
export function hotelCheckoutLines(
  chosen: Pick<ChosenRoomRate, 'total' | 'product'>,
  nights: number,
  quote: HotelPriceQuote | undefined,
): { readonly lines: readonly HotelCheckoutLine[]; readonly total: Price } {
  const premium = quote
    ? quote.refundableRoom?.premium.fiat
    : chosen.product.variant.type === 'RefundableRoom'
      ? chosen.product.variant.premiumPrices.fiat
      : undefined;
  const total = quote ? quote.total : chosen.total;
  const less = (from: Fiat, ...amounts: (Fiat | undefined)[]): Fiat => ({
    ...from,
    value:
      Math.round(
        amounts.reduce(
          (cents, amount) => cents - Math.round((amount?.value ?? 0) * 100),
          Math.round(from.value * 100),
        ),
      ) / 100,
  });
  const premiumLine = premium
    ? [{ label: hotelCheckoutTexts.refundableRoom, amount: premium }]
    : [];
  if (!quote)
    return {
      total,
      lines: [
        { label: hotelCheckoutTexts.roomTaxesIncluded(nights), amount: less(total.fiat, premium) },
        ...premiumLine,
      ],
    };
  const { subtotal, taxes } = quote.pricing;
  return {
    total,
    lines: [
      { label: hotelCheckoutTexts.room(nights), amount: less(subtotal, premium) },
      ...premiumLine,
      { label: hotelCheckoutTexts.taxes, amount: taxes },
    ],
  };
}
