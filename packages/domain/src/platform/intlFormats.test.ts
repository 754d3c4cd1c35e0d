import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats';

describe('numberFormat', () => {
  it('makes one format per locale and options, and formats as Intl does', () => {
    const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    const format = numberFormat('en-US', twoDecimals);
    expect(numberFormat('en-US', { ...twoDecimals })).toBe(format);
    expect(format.format(1234.5)).toBe('1,234.50');
    expect(numberFormat('de-DE', twoDecimals).format(1234.5)).toBe('1.234,50');
    expect(numberFormat('en-US', { maximumFractionDigits: 0 }).format(1234.5)).toBe('1,235');
  });

  it('still throws for options Intl refuses, and keeps nothing for them', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOT A CODE' })).toThrow(
      RangeError,
    );
  });
});

describe('dateTimeFormat', () => {
  it('makes one format per locale and options, and formats as Intl does', () => {
    const clock = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;
    const format = dateTimeFormat('en-US', clock);
    expect(dateTimeFormat('en-US', { ...clock })).toBe(format);
    expect(dateTimeFormat('en-GB', clock)).not.toBe(format);
    expect(format.format(new Date('2026-07-10T18:35:00Z'))).toBe('6:35 PM');
  });
});
