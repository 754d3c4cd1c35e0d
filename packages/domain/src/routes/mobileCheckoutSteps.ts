import { parseQueryEnum, parseQueryIndex } from './queryValues';

/** spec: platform §2 "Stepped flow: TravelerInformation (0), ContactInformation (1), RewardsAndPayment (2), Review (3)"; a step's index is its position. */
export const mobileCheckoutSteps = [
  'TravelerInformation',
  'ContactInformation',
  'RewardsAndPayment',
  'Review',
] as const;
export type MobileCheckoutStep = (typeof mobileCheckoutSteps)[number];

/** spec: platform §2 "In travel-app mode the step is mirrored in the query parameter bookStep." */
export const bookStepQueryKey = 'bookStep';

export const firstMobileCheckoutStep: MobileCheckoutStep = 'TravelerInformation';

/** spec: platform §4 "Errors force a return to the traveler step." */
export const mobileCheckoutStepAfterError: MobileCheckoutStep = 'TravelerInformation';

/** spec: platform §4 "Changing a traveler or contact on Review re-quotes and then returns to Payment." */
export const mobileCheckoutStepAfterReviewEdit: MobileCheckoutStep = 'RewardsAndPayment';

export function mobileCheckoutStepIndex(step: MobileCheckoutStep): number {
  return mobileCheckoutSteps.indexOf(step);
}

export function mobileCheckoutStepAt(index: number): MobileCheckoutStep | undefined {
  return mobileCheckoutSteps[index];
}

/** The bookStep value of a step: its index (spec: platform §2 "TravelerInformation (0)" ...). */
export function bookStepValue(step: MobileCheckoutStep): string {
  return String(mobileCheckoutStepIndex(step));
}

/**
 * The step a bookStep value names: its index as written by bookStepValue; the step's name is read
 * too, since a hand-edited address may spell it. Anything else is no step.
 */
export function parseBookStep(value: string | null | undefined): MobileCheckoutStep | undefined {
  const byName = parseQueryEnum(mobileCheckoutSteps, value);
  if (byName !== undefined) return byName;
  const index = parseQueryIndex(value);
  return index === undefined ? undefined : mobileCheckoutStepAt(index);
}

/** spec: platform §4 "steps advance one at a time"; Review is the last. */
export function nextMobileCheckoutStep(step: MobileCheckoutStep): MobileCheckoutStep | undefined {
  return mobileCheckoutStepAt(mobileCheckoutStepIndex(step) + 1);
}

/** Where the mobile go-back control leads: the listing, or an earlier step. */
export type MobileCheckoutBackTarget =
  { readonly kind: 'listing' } | { readonly kind: 'step'; readonly step: MobileCheckoutStep };

/**
 * spec: platform §4 "Back from Traveler goes to the listing, from Payment to Traveler, from Review to
 * Payment." The spec is silent on ContactInformation; ours goes back to Traveler, as Payment does.
 */
export function mobileCheckoutBack(step: MobileCheckoutStep): MobileCheckoutBackTarget {
  switch (step) {
    case 'TravelerInformation':
      return { kind: 'listing' };
    case 'ContactInformation':
    case 'RewardsAndPayment':
      return { kind: 'step', step: 'TravelerInformation' };
    case 'Review':
      return { kind: 'step', step: 'RewardsAndPayment' };
  }
}
