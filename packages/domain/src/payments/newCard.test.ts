import { describe, expect, it } from 'vitest';
import {
  emptyNewCardInput,
  isCardExpired,
  isLuhnValid,
  newCardErrorTexts,
  parseCardExpiry,
  validateNewCard,
  validateNewCardBilling,
  type NewCardInput,
} from './newCard';

// spec: platform §4 "Payment verification" (the add-card form before verify; its rules are ours)
describe('isLuhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['30569309025904', true],
    ['6011111111111117', true],
    ['3530111333300000', true],
    ['0', true],
    ['', false],
    ['4111 1111 1111 1111', false],
  ])('%s: %s', (digits, valid) => {
    expect(isLuhnValid(digits)).toBe(valid);
  });
});

describe('parseCardExpiry', () => {
  it.each([
    ['07/26', { month: 7, year: 2026 }],
    [' 12 / 30 ', { month: 12, year: 2030 }],
    ['13/26', undefined],
    ['00/26', undefined],
    ['7/26', undefined],
    ['0726', undefined],
    ['', undefined],
  ])('%o: %o', (input, expiry) => {
    expect(parseCardExpiry(input)).toEqual(expiry);
  });
});

describe('isCardExpired', () => {
  it.each([
    [{ month: 6, year: 2026 }, true],
    [{ month: 7, year: 2026 }, false],
    [{ month: 1, year: 2027 }, false],
    [{ month: 12, year: 2025 }, true],
  ])('%o on 2026-07-01: %s', (expiry, expired) => {
    expect(isCardExpired(expiry, '2026-07-01')).toBe(expired);
  });
});

describe('validateNewCard', () => {
  const valid: NewCardInput = {
    fullName: ' Ada Lovelace ',
    number: '4111 1111-1111 1111',
    expiry: '08/28',
    cvv: '123',
    postalCode: 'M5V 2T6',
  };

  it('gives the card to save, cleaned', () => {
    expect(validateNewCard(valid, '2026-07-01')).toEqual({
      valid: true,
      card: {
        fullName: 'Ada Lovelace',
        number: '4111111111111111',
        month: 8,
        year: 2028,
        cvv: '123',
        postalCode: 'M5V 2T6',
      },
    });
  });

  it('flags every empty field', () => {
    expect(validateNewCard(emptyNewCardInput, '2026-07-01')).toEqual({
      valid: false,
      errors: {
        fullName: newCardErrorTexts.fullName,
        number: newCardErrorTexts.number,
        expiry: newCardErrorTexts.expiry,
        cvv: newCardErrorTexts.cvv,
        postalCode: newCardErrorTexts.postalCode,
      },
    });
  });

  it.each<[string, Partial<NewCardInput>, Partial<Record<keyof NewCardInput, string>>]>([
    ['a failed check digit', { number: '4111111111111112' }, { number: newCardErrorTexts.number }],
    ['too few digits', { number: '42' }, { number: newCardErrorTexts.number }],
    ['letters in the number', { number: '4111a11111111111' }, { number: newCardErrorTexts.number }],
    ['a past expiry', { expiry: '06/26' }, { expiry: newCardErrorTexts.expired }],
    ['a 2 digit CVV', { cvv: '12' }, { cvv: newCardErrorTexts.cvv }],
    ['a 5 digit CVV', { cvv: '12345' }, { cvv: newCardErrorTexts.cvv }],
    ['a 4 digit CVV', { cvv: '1234' }, {}],
    ['a blank name', { fullName: '   ' }, { fullName: newCardErrorTexts.fullName }],
    // newCardFieldLimits (ours): the name up to 100 characters, the postal code up to 10.
    ['a name of 100 characters', { fullName: 'a'.repeat(100) }, {}],
    [
      'a name of 101 characters',
      { fullName: 'a'.repeat(101) },
      { fullName: 'Enter at most 100 characters.' },
    ],
    ['a ZIP+4 code', { postalCode: '12345-6789' }, {}],
    [
      'a postal code of 11 characters',
      { postalCode: '12345-67890' },
      { postalCode: 'Enter at most 10 characters.' },
    ],
    ['a short postal code', { postalCode: '1' }, { postalCode: newCardErrorTexts.postalCode }],
  ])('%s', (_, edit, errors) => {
    const result = validateNewCard({ ...valid, ...edit }, '2026-07-01');
    expect(result.valid ? {} : result.errors).toEqual(errors);
  });
});

// The page's part of the card once the vault's frame holds the number, expiry and CVV.
describe('validateNewCardBilling', () => {
  it('gives the name and postal code, trimmed', () => {
    expect(validateNewCardBilling({ fullName: ' Ada Lovelace ', postalCode: ' M5V 2T6 ' })).toEqual(
      {
        valid: true,
        billing: { fullName: 'Ada Lovelace', postalCode: 'M5V 2T6' },
      },
    );
  });

  it('flags an empty name, a wrong postal code and one too long', () => {
    expect(validateNewCardBilling({ fullName: '', postalCode: '#' })).toEqual({
      valid: false,
      errors: { fullName: newCardErrorTexts.fullName, postalCode: newCardErrorTexts.postalCode },
    });
    expect(validateNewCardBilling({ fullName: 'Ada', postalCode: '12345-67890' })).toEqual({
      valid: false,
      errors: { postalCode: 'Enter at most 10 characters.' },
    });
  });
});
