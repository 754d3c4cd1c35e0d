import type { CardType } from '@wayfare/domain';

// Most specific prefixes first: 5019 is Dankort before 50 is Maestro, 6011 Discover before 6.
const prefixes: readonly (readonly [RegExp, CardType])[] = [
  [/^5019/, 'Dankort'],
  [/^(6011|65)/, 'Discover'],
  [/^3[47]/, 'American Express'],
  [/^36/, 'Diners Club'],
  [/^35/, 'Jcb'],
  [/^(50|5[6-8]|6[37])/, 'Maestro'],
  [/^(5[1-5]|2[2-7])/, 'Master'],
  [/^4/, 'Visa'],
];

/** The card type a number's prefix names, or none for a number no network issues. */
export function cardTypeOfNumber(number: string): CardType | undefined {
  return prefixes.find(([prefix]) => prefix.test(number))?.[1];
}

/** A number the vault accepts: 12 to 19 digits (spaces and dashes ignored) of a known network. */
export function readCardNumber(value: unknown): { digits: string; cardType: CardType } | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/[\s-]/g, '');
  const cardType = /^\d{12,19}$/.test(digits) ? cardTypeOfNumber(digits) : undefined;
  return cardType ? { digits, cardType } : undefined;
}
