import { CheckoutNeedToKnow } from '@wayfare/checkout';
import {
  formatTimeOfDay,
  hotelCheckoutTexts,
  mobileCheckoutTexts,
  type ChosenRoomRate,
  type HotelShop,
} from '@wayfare/domain';
import { hotelCheckoutFaq } from './hotelCheckoutFaq';
import { hotelRoomChoiceTexts } from './hotelRoomChoice';

export interface HotelReviewDetailsProps {
  readonly hotel: HotelShop;
  readonly chosen: ChosenRoomRate;
}

/**
 * The hotel review step's need to know (check-in and check-out, the room, the cancellation, how
 * it is paid, the main guest's age) and its FAQ (spec: platform §2 "Checkout, mobile").
 */
export function HotelReviewDetails({ hotel, chosen }: HotelReviewDetailsProps) {
  const texts = hotelRoomChoiceTexts(chosen);
  const facts = [
    ...(hotel.checkInTime
      ? [{ term: mobileCheckoutTexts.checkIn, details: formatTimeOfDay(hotel.checkInTime) }]
      : []),
    ...(hotel.checkOutTime
      ? [{ term: mobileCheckoutTexts.checkOut, details: formatTimeOfDay(hotel.checkOutTime) }]
      : []),
    { term: hotelCheckoutTexts.roomHeading, details: texts.room.join(' · ') },
    {
      term: mobileCheckoutTexts.cancellation,
      details: [texts.cancellation, texts.coverage].filter(Boolean).join(' '),
    },
    { term: hotelCheckoutTexts.payment, details: texts.payment },
    { term: hotelCheckoutTexts.guestRulesHeading, details: hotelCheckoutTexts.checkInAge },
  ];
  return <CheckoutNeedToKnow facts={facts} faq={hotelCheckoutFaq} />;
}
