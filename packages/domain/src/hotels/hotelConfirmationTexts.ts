import { confirmationTexts } from '../checkout/checkoutTexts';
import { formatFiat } from '../money/formatFiat';
import type { Fiat } from '../money/money';
import type { HotelConfirmationResult } from './hotelConfirmationResults';

/**
 * The confirmation's banner by what the hotel answered (products §3 confirmation results; STATES
 * §20 hotels/confirmation/*). The pending and unavailable sentences are ours.
 */
export const hotelConfirmationBanners: Record<HotelConfirmationResult, string> = {
  Confirmed: confirmationTexts.banner,
  Pending:
    'Booked, waiting for the hotel to confirm. We will email you as soon as it does; you need do nothing.',
  Unavailable:
    'The hotel could not take this booking. You have not been charged: search again for another stay.',
};

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** The hotel booking's details on its confirmation (ours). */
export const hotelConfirmationTexts = {
  details: 'Your room',
  guests: ({ adults, children, rooms }: { adults: number; children: number; rooms: number }) =>
    [
      counted(adults, 'adult', 'adults'),
      ...(children > 0 ? [counted(children, 'child', 'children')] : []),
      counted(rooms, 'room', 'rooms'),
    ].join(' · '),
  mainGuest: (name: string) => `Main guest: ${name}`,
  hotelConfirmationCode: (code: string) => `Hotel confirmation code: ${code}`,
  total: (total: Fiat) => `Total ${formatFiat(total)}`,
  paidNow: (amount: Fiat) => `Paid now ${formatFiat(amount)}`,
  payAtHotel: (amount: Fiat) =>
    `Pay ${formatFiat(amount)} at the hotel: your card is charged at check-in.`,
  refundableRoom: (percentage: number, amount: Fiat) =>
    `Cancel for any reason: ${percentage}% of your room cost back (${formatFiat(amount)}) if you cancel up to 24 hours before check-in.`,
  searchAgain: 'Search hotels again',
} as const;
