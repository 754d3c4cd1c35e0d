import { describe, expect, it } from 'vitest';
import { textLimitError } from '../text/textLimit';
import {
  isPersonWithinLimits,
  personFieldLimits,
  personFieldsOverLimit,
  type PersonTexts,
} from './personFieldLimits';

const ann: PersonTexts = { givenName: 'Ann', surname: 'Lee' };
const over = (field: keyof typeof personFieldLimits) =>
  'x'.repeat(personFieldLimits[field].maxLength + 1);

// Ours: the spec gives no field lengths (see personFieldLimits for where each number comes from).
describe('personFieldLimits', () => {
  it('has the limits of a booking system', () => {
    expect(
      Object.fromEntries(
        Object.entries(personFieldLimits).map(([field, { maxLength }]) => [field, maxLength]),
      ),
    ).toEqual({
      givenName: 50,
      surname: 50,
      emailAddress: 254,
      phoneNumber: 20,
      passportNumber: 20,
      loyaltyNumber: 30,
    });
  });

  it('says the email limit in its own words, every other field in the general ones', () => {
    expect(textLimitError(over('emailAddress'), personFieldLimits.emailAddress)).toBe(
      'Email address must be 254 characters or fewer.',
    );
    expect(textLimitError(over('givenName'), personFieldLimits.givenName)).toBe(
      'Enter at most 50 characters.',
    );
  });
});

describe('isPersonWithinLimits', () => {
  it.each<[string, PersonTexts, boolean]>([
    ['names only', ann, true],
    [
      'every field at its limit',
      {
        givenName: 'a'.repeat(50),
        surname: 'b'.repeat(50),
        emailAddress: `${'a'.repeat(242)}@example.com`,
        phoneNumber: '+1 (416) 555-0134 00',
        passport: { countryOfIssue: 'GB', number: '1'.repeat(20) },
        frequentFlyer: { AC: { value: '9'.repeat(30) } },
        hotelLoyalty: { HIL: { value: '8'.repeat(30) } },
      },
      true,
    ],
    ['a long given name', { ...ann, givenName: over('givenName') }, false],
    ['a long surname', { ...ann, surname: over('surname') }, false],
    ['a long email', { ...ann, emailAddress: over('emailAddress') }, false],
    ['a long phone', { ...ann, phoneNumber: over('phoneNumber') }, false],
    [
      'a long passport number',
      { ...ann, passport: { countryOfIssue: 'GB', number: over('passportNumber') } },
      false,
    ],
    ['a passport without a number', { ...ann, passport: { countryOfIssue: 'GB' } }, true],
    [
      'a long frequent-flyer number',
      { ...ann, frequentFlyer: { AC: { value: over('loyaltyNumber') } } },
      false,
    ],
    [
      'a long hotel loyalty number',
      { ...ann, hotelLoyalty: { HIL: { value: over('loyaltyNumber') } } },
      false,
    ],
  ])('%s: %s', (_, person, within) => {
    expect(isPersonWithinLimits(person)).toBe(within);
  });
});

describe('personFieldsOverLimit', () => {
  it('names each field over its limit once, in the order of personFieldLimits', () => {
    expect(
      personFieldsOverLimit({
        givenName: 'Ann',
        surname: over('surname'),
        emailAddress: over('emailAddress'),
        frequentFlyer: { AC: { value: over('loyaltyNumber') } },
        hotelLoyalty: { HIL: { value: over('loyaltyNumber') } },
      }),
    ).toEqual(['surname', 'emailAddress', 'loyaltyNumber']);
    expect(personFieldsOverLimit(ann)).toEqual([]);
  });
});
