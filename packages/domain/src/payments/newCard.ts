import type { IsoDate } from '../stays/stayDates';
import { textLimitError, type TextLimit } from '../text/textLimit';

/**
 * A card the traveller adds at checkout, as the tokenisation step takes it (spec: platform §4
 * "Payment verification"; the fields are ours: the spec does not show the add-card form).
 */
export interface NewCard {
  readonly fullName: string;
  /** Digits only. */
  readonly number: string;
  /** 1 to 12. */
  readonly month: number;
  /** Four digits, e.g. 2028. */
  readonly year: number;
  readonly cvv: string;
  readonly postalCode: string;
}

/** What the add-card form holds while the traveller types: the expiry as one "MM/YY" field. */
export interface NewCardInput {
  readonly fullName: string;
  readonly number: string;
  readonly expiry: string;
  readonly cvv: string;
  readonly postalCode: string;
}
export type NewCardField = keyof NewCardInput;

export const emptyNewCardInput: NewCardInput = {
  fullName: '',
  number: '',
  expiry: '',
  cvv: '',
  postalCode: '',
};

/** The add-card form's field errors (our wording: the spec does not show the form). */
export const newCardErrorTexts = {
  fullName: 'Enter the name on the card.',
  number: 'Enter a valid card number.',
  expiry: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvv: 'Enter the 3 or 4 digit CVV.',
  postalCode: 'Enter the billing postal code.',
} as const;

/**
 * The most characters of the add-card form's free-text fields (ours: the spec does not show the
 * form). The card number, expiry and CVV have formats of their own.
 */
export const newCardFieldLimits = {
  /** Card networks emboss far fewer; 100 takes any full legal name typed in full. */
  fullName: { maxLength: 100 },
  /** The longest postal codes in use (a US ZIP+4 as 12345-6789) have 10 characters. */
  postalCode: { maxLength: 10 },
} as const satisfies Partial<Record<NewCardField, TextLimit>>;

/** The card number's digits, with the spaces and dashes people type between groups removed. */
export function cardNumberDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit test that every card network's numbers pass. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (spaces around the slash allowed) as a month and a four-digit year. */
export function parseCardExpiry(input: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card works through the last day of its expiry month, so this month still counts. */
export function isCardExpired(expiry: { month: number; year: number }, today: IsoDate): boolean {
  const [year, month] = today.split('-').map(Number);
  if (year === undefined || month === undefined) return false;
  return expiry.year * 12 + expiry.month < year * 12 + month;
}

export type NewCardValidation =
  | { readonly valid: true; readonly card: NewCard }
  | { readonly valid: false; readonly errors: Partial<Record<NewCardField, string>> };

/** What the page keeps of a new card once the vault's own frame holds the number, expiry and CVV. */
export type NewCardBilling = Pick<NewCardInput, 'fullName' | 'postalCode'>;
export type NewCardBillingField = keyof NewCardBilling;

export type NewCardBillingValidation =
  | { readonly valid: true; readonly billing: NewCardBilling }
  | { readonly valid: false; readonly errors: Partial<Record<NewCardBillingField, string>> };

/** Checks the cardholder name and billing postal code, as `validateNewCard` does. */
export function validateNewCardBilling(input: NewCardBilling): NewCardBillingValidation {
  const errors: Partial<Record<NewCardBillingField, string>> = {};
  const fullName = input.fullName.trim();
  const fullNameTooLong = textLimitError(fullName, newCardFieldLimits.fullName);
  if (fullName === '') errors.fullName = newCardErrorTexts.fullName;
  else if (fullNameTooLong) errors.fullName = fullNameTooLong;
  const postalCode = input.postalCode.trim();
  // Too long says how long it may be; any other wrong code asks for the code itself.
  const postalCodeTooLong = textLimitError(postalCode, newCardFieldLimits.postalCode);
  if (postalCodeTooLong) errors.postalCode = postalCodeTooLong;
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postalCode))
    errors.postalCode = newCardErrorTexts.postalCode;
  if (Object.keys(errors).length > 0) return { valid: false, errors };
  return { valid: true, billing: { fullName, postalCode } };
}

/** Checks every field of the add-card form; `today` decides whether the expiry has passed. */
export function validateNewCard(input: NewCardInput, today: IsoDate): NewCardValidation {
  const billing = validateNewCardBilling(input);
  const errors: Partial<Record<NewCardField, string>> = billing.valid ? {} : { ...billing.errors };
  const fullName = input.fullName.trim();
  const number = cardNumberDigits(input.number);
  if (!/^\d{12,19}$/.test(number) || !isLuhnValid(number)) errors.number = newCardErrorTexts.number;
  const expiry = parseCardExpiry(input.expiry);
  if (!expiry) errors.expiry = newCardErrorTexts.expiry;
  else if (isCardExpired(expiry, today)) errors.expiry = newCardErrorTexts.expired;
  const cvv = input.cvv.trim();
  if (!/^\d{3,4}$/.test(cvv)) errors.cvv = newCardErrorTexts.cvv;
  const postalCode = input.postalCode.trim();
  if (!expiry || Object.keys(errors).length > 0) return { valid: false, errors };
  return { valid: true, card: { fullName, number, ...expiry, cvv, postalCode } };
}
