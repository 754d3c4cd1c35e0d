import { describe, expect, it } from 'vitest';
import { quoteFailure, quoteSuccess, storyHomeCancelQuote } from '../testing/itineraryStoryActions';
import {
  initialCancelHomeStep,
  isCancelHomeBusy,
  nextCancelHomeStep,
  type CancelHomeEvent,
  type CancelHomeStep,
} from './cancelHomeSteps';

const quote = storyHomeCancelQuote;
const ready: CancelHomeStep = { step: 'quoteReady', quote, cancelFailed: false };
const cancelling: CancelHomeStep = { step: 'cancelling', quote };
const failed: CancelHomeStep = { step: 'quoteFailed', reason: 'changeQuoteFailure' };

const run = (events: readonly CancelHomeEvent[], from = initialCancelHomeStep) =>
  events.reduce(nextCancelHomeStep, from);

describe('nextCancelHomeStep', () => {
  it('goes from the quote to the cancellation', () => {
    expect(
      run([
        { type: 'quoteAnswered', response: quoteSuccess },
        { type: 'cancelRequested' },
        { type: 'cancelSucceeded' },
      ]),
    ).toEqual({ step: 'cancelled', quote });
  });

  it('says why there is no quote: none could be made, or the call failed', () => {
    expect(run([{ type: 'quoteAnswered', response: quoteFailure }])).toEqual(failed);
    expect(run([{ type: 'quoteRejected' }])).toEqual({
      step: 'quoteFailed',
      reason: 'unreachable',
    });
    expect(run([{ type: 'quoteRequested' }], failed)).toEqual(initialCancelHomeStep);
  });

  it('goes back to the quote, flagged, when the cancel fails', () => {
    expect(run([{ type: 'cancelRejected' }], cancelling)).toEqual({
      step: 'quoteReady',
      quote,
      cancelFailed: true,
    });
  });

  it.each<[string, CancelHomeStep, CancelHomeEvent]>([
    ['a cancel before the quote', initialCancelHomeStep, { type: 'cancelRequested' }],
    ['a second cancel while cancelling', cancelling, { type: 'cancelRequested' }],
    ['a late quote once ready', ready, { type: 'quoteAnswered', response: quoteFailure }],
    ['a late failure once ready', ready, { type: 'quoteRejected' }],
    ['a quote asked while one is shown', ready, { type: 'quoteRequested' }],
    ['a cancel answer with no cancel', ready, { type: 'cancelSucceeded' }],
  ])('ignores %s', (_case, from, event) => {
    expect(nextCancelHomeStep(from, event)).toBe(from);
  });

  it('starts again on reset', () => {
    expect(run([{ type: 'reset' }], { step: 'cancelled', quote })).toEqual(initialCancelHomeStep);
  });

  it('is busy only while cancelling', () => {
    expect([initialCancelHomeStep, failed, ready, cancelling].map(isCancelHomeBusy)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
