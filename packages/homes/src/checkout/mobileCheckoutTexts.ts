import type { MobileCheckoutStep } from '@wayfare/domain';

/** The mobile checkout's step titles (ours: the spec names the steps, not their headers). */
export const mobileStepTitles: Record<MobileCheckoutStep, string> = {
  TravelerInformation: 'Traveler information',
  ContactInformation: 'Contact information',
  RewardsAndPayment: 'Rewards & payment',
  Review: 'Review your trip',
};

/** Texts of the mobile checkout's review step (ours). */
export const mobileReviewTexts = {
  continue: 'Continue',
  needToKnow: 'Need to know',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  houseRules: 'House rules',
  petsAllowed: 'Pets allowed',
  petsNotAllowed: 'Pets not allowed',
  cancellation: 'Cancellation policy',
  faq: 'Frequently asked questions',
  /** After a failed booking the trip is quoted again, which clears the payment (spec: platform §4). */
  choosePaymentAgain: 'Your trip was priced again. Choose how to pay, then review your trip.',
  payingWith: 'Paying with',
  rewardsCharged: (account: string, amount: string) => `${account}: ${amount} in rewards`,
  cardCharged: (card: string) => `${card}: the rest`,
} as const;

/** The review step's FAQ about vacation-rental bookings (ours: spec platform §2 names an FAQ accordion). */
export const vacationRentalFaq: readonly { readonly question: string; readonly answer: string }[] =
  [
    {
      question: 'When am I charged for my stay?',
      answer:
        'The full price is due when you book, unless the payment policy in your trip summary says otherwise.',
    },
    {
      question: 'Can I change or cancel my booking?',
      answer:
        "Changes and cancellations follow the property's cancellation policy, shown under Need to know. You can manage your booking from My Trips.",
    },
    {
      question: 'How do I get into the property?',
      answer:
        'The host sends check-in instructions before your stay. Check-in and check-out times are shown under Need to know.',
    },
    {
      question: 'Can my card be charged after my stay?',
      answer:
        'If you cause damage to the property or incur incidental fees, your card may be charged.',
    },
  ];
