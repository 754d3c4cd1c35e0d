import { describe, expect, it } from 'vitest';
import { isWithinTextLimit, textLimitError, textLimitMessage } from './textLimit';

const fifty = { maxLength: 50 };
const email = { maxLength: 254, message: 'Email address must be 254 characters or fewer.' };

// Ours: the spec gives no field lengths; every form and request builder uses this one check.
describe('textLimitError', () => {
  it.each([
    ['empty', '', undefined],
    ['at the limit', 'a'.repeat(50), undefined],
    ['one over the limit', 'a'.repeat(51), 'Enter at most 50 characters.'],
    ['a pasted megabyte', 'a'.repeat(1_000_000), 'Enter at most 50 characters.'],
    ['at the limit with spaces around it (saves trim them)', ` ${'a'.repeat(50)}  `, undefined],
    ['50 emoji (code points, not UTF-16 units)', '😀'.repeat(50), undefined],
    ['51 emoji', '😀'.repeat(51), 'Enter at most 50 characters.'],
  ])('%s', (_, value, error) => {
    expect(textLimitError(value, fifty)).toBe(error);
  });

  it("uses a field's own message when it has one", () => {
    expect(textLimitError('a'.repeat(10_000), email)).toBe(
      'Email address must be 254 characters or fewer.',
    );
    expect(textLimitError('ann@example.com', email)).toBeUndefined();
  });

  it('says the number in the general message', () => {
    expect(textLimitMessage(500)).toBe('Enter at most 500 characters.');
  });

  it('agrees with isWithinTextLimit', () => {
    expect(isWithinTextLimit('a'.repeat(51), fifty)).toBe(false);
    expect(isWithinTextLimit('a'.repeat(50), fifty)).toBe(true);
  });
});
