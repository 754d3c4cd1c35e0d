import type { MobileCheckoutStep } from '../routes/mobileCheckoutSteps';

/** The mobile checkout's step titles (ours: the spec names the steps, not their headers). */
export const mobileStepTitles: Record<MobileCheckoutStep, string> = {
  TravelerInformation: 'Traveler information',
  ContactInformation: 'Contact information',
  RewardsAndPayment: 'Rewards & payment',
  Review: 'Review your trip',
};

/** Texts of the mobile checkout's steps, every product's (ours). */
export const mobileCheckoutTexts = {
  continue: 'Continue',
  /** The review step's panels (spec: platform §2 "Checkout, mobile": need to know, FAQ). */
  needToKnow: 'Need to know',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  cancellation: 'Cancellation policy',
  faq: 'Frequently asked questions',
  /** After a failed booking the trip is quoted again, which clears the payment (spec: platform §4). */
  choosePaymentAgain: 'Your trip was priced again. Choose how to pay, then review your trip.',
  payingWith: 'Paying with',
  rewardsCharged: (account: string, amount: string) => `${account}: ${amount} in rewards`,
  cardCharged: (card: string) => `${card}: the rest`,
} as const;
