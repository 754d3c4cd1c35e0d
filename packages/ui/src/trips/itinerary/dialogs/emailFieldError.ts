import { isValidContactEmail, personFieldLimits, textLimitError } from '@wayfare/domain';
import { itineraryDialogTexts } from '../itineraryTexts';

/**
 * What is wrong with an email typed in a modal, or undefined: over its length limit (said first,
 * domain's personFieldLimits), empty, or not an address (domain's contact email pattern, the one
 * the checkout uses).
 */
export function emailFieldError(value: string): string | undefined {
  const tooLong = textLimitError(value, personFieldLimits.emailAddress);
  if (tooLong !== undefined) return tooLong;
  if (value.trim() === '') return itineraryDialogTexts.emailRequired;
  return isValidContactEmail(value) ? undefined : itineraryDialogTexts.emailInvalid;
}
