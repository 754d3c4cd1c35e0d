import { isWithinTextLimit } from '../text/textLimit';
import { personFieldLimits } from './personFieldLimits';

/**
 * The contact email pattern. spec: platform §5 "Contact email and phone must match shared
 * patterns to be saved; the patterns are not shown." Ours: something, an @, then a domain of
 * dot-separated labels ending in a top-level domain of 2 or more letters; no spaces anywhere.
 */
export const contactEmailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/**
 * The contact phone pattern (ours, see contactEmailPattern): an optional leading +, then 10 to 15
 * digits (a North American number with its area code, up to the longest international number),
 * which may be separated by spaces, dots, hyphens or parentheses.
 */
export const contactPhonePattern = /^\+?(?:[\s().-]*\d){10,15}[\s().-]*$/;

/** An email over its limit (personFieldLimits) is not valid, whatever its shape. */
export function isValidContactEmail(email: string): boolean {
  return (
    isWithinTextLimit(email, personFieldLimits.emailAddress) &&
    contactEmailPattern.test(email.trim())
  );
}

/** A phone over its limit (personFieldLimits) is not valid, whatever its shape. */
export function isValidContactPhone(phone: string): boolean {
  return (
    isWithinTextLimit(phone, personFieldLimits.phoneNumber) &&
    contactPhonePattern.test(phone.trim())
  );
}

export interface ContactInformation {
  readonly emailAddress: string;
  readonly phoneNumber: string;
}

/** spec: platform §4 Progress steps "contact step is complete when email and phone match the patterns". */
export function isContactInformationComplete(contact: ContactInformation): boolean {
  return isValidContactEmail(contact.emailAddress) && isValidContactPhone(contact.phoneNumber);
}

/** The fields a save click can flag. */
export const contactInformationFields = ['traveler', 'email', 'phone'] as const;
export type ContactInformationField = (typeof contactInformationFields)[number];

/**
 * spec: platform §5 "The save click flags phone, email and traveler select as errors if missing."
 * An email or phone that does not match its pattern cannot be saved either, so it is flagged too.
 */
export function contactInformationErrors(
  form: ContactInformation & { readonly travelerId?: string | undefined },
): ContactInformationField[] {
  const errors: ContactInformationField[] = [];
  if (!form.travelerId) errors.push('traveler');
  if (!isValidContactEmail(form.emailAddress)) errors.push('email');
  if (!isValidContactPhone(form.phoneNumber)) errors.push('phone');
  return errors;
}
