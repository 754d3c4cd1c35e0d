import { describe, expect, it } from 'vitest';
import { truncateText, truncationLimits } from './truncateText';

const text = (length: number) => 'a'.repeat(length);

// spec: platform §5 "shown in full unless it is longer than the limit and the excess is at least half the limit"
describe('truncateText', () => {
  it.each([
    [500, 500, false],
    [501, 500, false],
    [600, 500, false],
    [749, 500, false],
    [750, 500, true],
    [2000, 500, true],
    [299, 200, false],
    [300, 200, true],
    [0, 300, false],
  ])('a text of %i characters with limit %i is truncated: %s', (length, limit, truncated) => {
    expect(truncateText(text(length), limit).isTruncated).toBe(truncated);
  });

  it('keeps the first `limit` characters and marks the cut', () => {
    const { shown } = truncateText(`${text(500)}${'b'.repeat(400)}`, 500);
    expect(shown).toBe(`${text(500)}…`);
  });

  it('does not leave a dangling space before the mark', () => {
    const { shown } = truncateText(`${'word '.repeat(100)}${text(300)}`, 500);
    expect(shown.endsWith(' …')).toBe(false);
    expect(shown.endsWith('word…')).toBe(true);
  });

  it('returns a short text unchanged', () => {
    expect(truncateText('Quiet street, near the beach.')).toEqual({
      shown: 'Quiet street, near the beach.',
      isTruncated: false,
    });
  });

  it('uses the spec limits (platform §9)', () => {
    expect(truncationLimits).toEqual({
      description: 500,
      importantInformation: 500,
      petsPolicy: 200,
      default: 300,
      headerTitle: 40,
    });
  });
});
