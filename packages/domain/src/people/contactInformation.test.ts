import { describe, expect, it } from 'vitest';
import {
  contactInformationErrors,
  isContactInformationComplete,
  isValidContactEmail,
  isValidContactPhone,
} from './contactInformation';

// spec: platform §5 "Contact email and phone must match shared patterns to be saved; the patterns are not shown." (ours)
describe('contact patterns', () => {
  it.each([
    ['ann@example.com', true],
    ['ann.lee+trips@mail.example.co.uk', true],
    [' ann@example.ca ', true],
    ['ann@example.c', false],
    ['ann@example', false],
    ['ann@@example.com', false],
    ['ann lee@example.com', false],
    ['@example.com', false],
    ['ann@.com', false],
    ['', false],
  ])('email %o: %s', (email, valid) => {
    expect(isValidContactEmail(email)).toBe(valid);
  });

  it.each([
    ['4165550134', true],
    ['416555013', false],
    ['(416) 555-0134', true],
    ['+1 416.555.0134', true],
    ['+44 20 7946 0958', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['416-555-O134', false],
    ['1+4165550134', false],
    ['', false],
  ])('phone %o: %s', (phone, valid) => {
    expect(isValidContactPhone(phone)).toBe(valid);
  });

  // personFieldLimits: an email of the right shape is still refused past 254 characters
  // (RFC 5321), a phone past 20.
  it.each([
    ['at 254 characters', `${'a'.repeat(242)}@example.com`, true],
    ['at 255 characters', `${'a'.repeat(243)}@example.com`, false],
    ['at 10,000 characters', `${'a'.repeat(9_988)}@example.com`, false],
  ])('email %s: %s', (_, email, valid) => {
    expect(isValidContactEmail(email)).toBe(valid);
  });

  it('refuses a phone of the right shape past 20 characters', () => {
    expect(isValidContactPhone('+1 (416) 555-0134 00')).toBe(true);
    expect(isValidContactPhone('+1 (416) 555-0134  00')).toBe(false);
  });
});

// spec: platform §4 Progress steps "contact step is complete when email and phone match the patterns"
describe('isContactInformationComplete', () => {
  it.each([
    ['ann@example.com', '4165550134', true],
    ['ann@example', '4165550134', false],
    ['ann@example.com', '555', false],
  ])('%s / %s: %s', (emailAddress, phoneNumber, complete) => {
    expect(isContactInformationComplete({ emailAddress, phoneNumber })).toBe(complete);
  });
});

// spec: platform §5 "The save click flags phone, email and traveler select as errors if missing."
describe('contactInformationErrors', () => {
  it.each([
    [{ travelerId: 't1', emailAddress: 'a@b.com', phoneNumber: '4165550134' }, []],
    [{ emailAddress: '', phoneNumber: '' }, ['traveler', 'email', 'phone']],
    [{ travelerId: '', emailAddress: 'a@b.com', phoneNumber: '4165550134' }, ['traveler']],
    [{ travelerId: 't1', emailAddress: 'a@b', phoneNumber: '4165550134' }, ['email']],
    [{ travelerId: 't1', emailAddress: 'a@b.com', phoneNumber: '12' }, ['phone']],
  ])('%o flags %o', (form, errors) => {
    expect(contactInformationErrors(form)).toEqual(errors);
  });
});
