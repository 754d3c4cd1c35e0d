import { expect, it } from 'vitest';
import { formatWalletDate } from './formatWalletDate';

it.each([
  // A calendar day stays that day whatever the time zone.
  ['2099-12-31', 'Dec 31, 2099'],
  // A date-time is shown in Toronto (platform §9): midnight UTC is the evening before there.
  ['2026-06-01T00:00:00Z', 'May 31, 2026'],
  ['2026-06-28T15:00:00.000Z', 'Jun 28, 2026'],
])('%s is shown as %s', (value, text) => {
  expect(formatWalletDate(value)).toBe(text);
});
