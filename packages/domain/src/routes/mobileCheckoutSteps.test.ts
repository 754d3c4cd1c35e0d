import { describe, expect, it } from 'vitest';
import {
  bookStepValue,
  mobileCheckoutBack,
  mobileCheckoutStepAfterError,
  mobileCheckoutStepAfterReviewEdit,
  mobileCheckoutStepAt,
  mobileCheckoutStepIndex,
  mobileCheckoutSteps,
  nextMobileCheckoutStep,
  parseBookStep,
  type MobileCheckoutStep,
} from './mobileCheckoutSteps';

// spec: platform §2 "TravelerInformation (0), ContactInformation (1), RewardsAndPayment (2), Review (3)".
describe('mobileCheckoutSteps', () => {
  it('holds the spec steps at their indices', () => {
    expect(mobileCheckoutSteps).toEqual([
      'TravelerInformation',
      'ContactInformation',
      'RewardsAndPayment',
      'Review',
    ]);
  });

  it.each([
    ['TravelerInformation', 0],
    ['ContactInformation', 1],
    ['RewardsAndPayment', 2],
    ['Review', 3],
  ] satisfies [MobileCheckoutStep, number][])('%s is %s both ways', (step, index) => {
    expect(mobileCheckoutStepIndex(step)).toBe(index);
    expect(mobileCheckoutStepAt(index)).toBe(step);
    expect(bookStepValue(step)).toBe(String(index));
    expect(parseBookStep(bookStepValue(step))).toBe(step);
  });

  it.each([-1, 4, 1.5])('no step at index %s', (index) => {
    expect(mobileCheckoutStepAt(index)).toBeUndefined();
  });
});

// spec: platform §2 "the step is mirrored in the query parameter bookStep".
describe('parseBookStep', () => {
  it.each([
    ['0', 'TravelerInformation'],
    ['3', 'Review'],
    ['Review', 'Review'],
    ['4', undefined],
    ['-1', undefined],
    ['review', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j is %j', (value, expected) => {
    expect(parseBookStep(value)).toBe(expected);
  });
});

// spec: platform §4 "steps advance one at a time. Back from Traveler goes to the listing, from
// Payment to Traveler, from Review to Payment." ContactInformation back is ours (to Traveler).
describe('mobile checkout moves', () => {
  it.each([
    ['TravelerInformation', 'ContactInformation', { kind: 'listing' }],
    ['ContactInformation', 'RewardsAndPayment', { kind: 'step', step: 'TravelerInformation' }],
    ['RewardsAndPayment', 'Review', { kind: 'step', step: 'TravelerInformation' }],
    ['Review', undefined, { kind: 'step', step: 'RewardsAndPayment' }],
  ] as const)('%s: next %s, back %j', (step, next, back) => {
    expect(nextMobileCheckoutStep(step)).toBe(next);
    expect(mobileCheckoutBack(step)).toEqual(back);
  });

  // spec: platform §4 "Errors force a return to the traveler step"; a Review edit "returns to Payment".
  it('returns to the traveler step on errors and to payment after a review edit', () => {
    expect(mobileCheckoutStepAfterError).toBe('TravelerInformation');
    expect(mobileCheckoutStepAfterReviewEdit).toBe('RewardsAndPayment');
  });
});
