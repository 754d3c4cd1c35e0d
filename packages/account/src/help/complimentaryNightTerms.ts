import { complimentaryNightPromotion, sharedTexts } from '@wayfare/domain';
import { countOf, ordinalOf } from './helpFormat';

/**
 * The terms of the "Complimentary fourth night" promotion (spec: platform §2, §9; the page is at
 * /terms/complimentary-night/). The spec gives the promotion's name only: every term is ours,
 * built around `complimentaryNightPromotion.night`.
 */
export function complimentaryNightTerms() {
  const { night } = complimentaryNightPromotion;
  const nth = ordinalOf(night);
  return {
    heading: `${sharedTexts.complimentaryFourthNight}: terms`,
    summary: `Stay at least ${countOf(night, 'night')} at a hotel showing the "${sharedTexts.complimentaryFourthNight}" offer and the ${nth} night is on us.`,
    terms: [
      `The offer applies to stays of ${countOf(night, 'night')} or more at a hotel that shows it; a shorter stay shows the offer as locked.`,
      `The room rate of the ${nth} night is complimentary; its taxes and fees may still be charged.`,
      'One complimentary night per stay, however long the stay.',
      `If the stay is shortened to fewer than ${countOf(night, 'night')}, or cancelled, the complimentary night no longer applies.`,
      'The promotion runs for a limited time and may end without notice; a stay booked while it runs keeps it.',
      'It cannot be exchanged for cash or travel credit.',
    ],
  } as const;
}
