import { describe, expect, it } from 'vitest';
import { confirmationDetailsOf } from './confirmationDetails';

describe('confirmationDetailsOf', () => {
  it.each([
    [undefined, {}],
    [null, {}],
    ['text', {}],
    [{ email: 'ada@example.com' }, { email: 'ada@example.com' }],
    [
      { email: 'ada@example.com', earnText: 'You earn 12,164 miles', other: 1 },
      { email: 'ada@example.com', earnText: 'You earn 12,164 miles' },
    ],
    [{ email: 42, earnText: '' }, {}],
  ])('reads %o as %o', (state, details) => {
    expect(confirmationDetailsOf(state)).toEqual(details);
  });
});
