import { describe, expect, it } from 'vitest';
import { sharedTexts } from '../checkout/checkoutTexts';
import { complimentaryNightPromotion } from './complimentaryNightPromotion';

describe('complimentaryNightPromotion', () => {
  // spec: platform §2 "Other shared screen texts: ... Complimentary fourth night"
  it('makes the fourth night complimentary, as the shared text names it', () => {
    expect(complimentaryNightPromotion.night).toBe(4);
    expect(sharedTexts.complimentaryFourthNight).toBe('Complimentary fourth night');
  });
});
