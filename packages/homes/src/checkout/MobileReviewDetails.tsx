import { CheckoutNeedToKnow } from '@wayfare/checkout';
import {
  mobileCheckoutTexts,
  timeWindowText,
  upToGuestsText,
  type VacationRentalListing,
} from '@wayfare/domain';
import { vacationRentalFaq, vacationRentalReviewTexts } from './vacationRentalReviewTexts';

export interface MobileReviewDetailsProps {
  readonly listing: VacationRentalListing;
}

/**
 * The vacation-rental review step's need to know (check-in and check-out, house rules highlights,
 * the cancellation policy) and its FAQ (spec: platform §2 "Checkout, mobile").
 */
export function MobileReviewDetails({ listing }: MobileReviewDetailsProps) {
  const { terms, availability } = listing;
  const rate = availability.AvailabilityResult === 'Available' ? availability.rate : undefined;
  const facts = [
    ...(terms.checkInTimes
      ? [{ term: mobileCheckoutTexts.checkIn, details: timeWindowText(terms.checkInTimes) }]
      : []),
    ...(terms.checkOutTimes
      ? [{ term: mobileCheckoutTexts.checkOut, details: timeWindowText(terms.checkOutTimes) }]
      : []),
    {
      term: vacationRentalReviewTexts.houseRules,
      details: [
        terms.maxOccupancy === undefined ? undefined : upToGuestsText(terms.maxOccupancy),
        terms.petFriendly
          ? vacationRentalReviewTexts.petsAllowed
          : vacationRentalReviewTexts.petsNotAllowed,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    ...(rate
      ? [{ term: mobileCheckoutTexts.cancellation, details: rate.cancellationPolicy.primaryText }]
      : []),
  ];
  return <CheckoutNeedToKnow facts={facts} faq={vacationRentalFaq} />;
}
