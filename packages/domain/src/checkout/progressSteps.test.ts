import { describe, expect, it } from 'vitest';
import {
  progressStepLabel,
  progressSteps,
  progressStepStatesOf,
  progressStepStateTexts,
  progressSummaryText,
  type ProgressInput,
} from './progressSteps';

const nothing: ProgressInput = {
  travelerChosen: false,
  contactValid: false,
  rewardsAccountChosen: false,
  paymentMethodChosen: false,
  amountRemaining: 500,
};

// spec: platform §2 'Progress steps: Add Travelers, Contact Information, Rewards & payment (labelled "Payment" in the corporate tenant)'
it.each([
  ['consumer', ['Add Travelers', 'Contact Information', 'Rewards & payment']],
  ['corporate', ['Add Travelers', 'Contact Information', 'Payment']],
] as const)('%s labels: %o', (tenant, labels) => {
  expect(progressSteps.map((step) => progressStepLabel(step, tenant))).toEqual(labels);
});

// spec: platform §4 "Progress steps"
describe('progressStepStatesOf', () => {
  it.each([
    ['nothing done', {}, ['pending', 'pending', 'pending']],
    ['a traveler chosen', { travelerChosen: true }, ['completed', 'pending', 'pending']],
    [
      'contact valid',
      { travelerChosen: true, contactValid: true },
      ['completed', 'completed', 'pending'],
    ],
    [
      'rewards chosen, no card, an amount left',
      { rewardsAccountChosen: true },
      ['pending', 'pending', 'in-progress'],
    ],
    [
      'rewards chosen covering everything',
      { rewardsAccountChosen: true, amountRemaining: 0 },
      ['pending', 'pending', 'completed'],
    ],
    [
      'rewards and a card',
      { rewardsAccountChosen: true, paymentMethodChosen: true },
      ['pending', 'pending', 'completed'],
    ],
    ['a card only', { paymentMethodChosen: true }, ['pending', 'pending', 'completed']],
  ])('%s', (_, edit, states) => {
    expect(Object.values(progressStepStatesOf({ ...nothing, ...edit }))).toEqual(states);
  });
});

// spec: platform §2 "the corporate variant may show a combined step or progress bar"
describe('progressSummaryText', () => {
  it.each([
    [['pending', 'pending', 'pending'], '0 of 3 steps complete'],
    [['completed', 'completed', 'in-progress'], '2 of 3 steps complete'],
    [['completed', 'completed', 'completed'], '3 of 3 steps complete'],
  ] as const)('%o: %s', ([traveler, contact, payment], text) => {
    expect(
      progressSummaryText({
        'add-travelers': traveler,
        'contact-information': contact,
        'rewards-and-payment': payment,
      }),
    ).toBe(text);
  });

  it('says each state in words', () => {
    expect(Object.values(progressStepStateTexts)).toEqual([
      'not started',
      'in progress',
      'completed',
    ]);
  });
});
