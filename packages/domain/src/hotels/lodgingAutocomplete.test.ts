import { describe, expect, it } from 'vitest';
import {
  lodgingAutocompleteLimits,
  lodgingAutocompleteRequestSchema,
  lodgingAutocompleteResponseSchema,
} from './lodgingAutocomplete';

describe('the lodging autocomplete call', () => {
  it('sends what was typed and answers suggestions, each with the search it starts', () => {
    expect(lodgingAutocompleteRequestSchema.parse({ query: 'chi' })).toEqual({ query: 'chi' });
    const answer = {
      value: {
        suggestions: [
          {
            kind: 'City',
            label: 'Chicago, IL',
            detail: '9 hotels',
            lodgingSelection: { searchType: 'Location', placeTerm: 'Chicago, IL' },
          },
          {
            kind: 'Lodging',
            label: 'The Lakefront Grand',
            detail: 'The Loop, Chicago',
            lodgingSelection: { searchType: 'Location', placeTerm: 'The Lakefront Grand' },
            lodgingId: 'hotel-the-lakefront-grand',
          },
        ],
      },
    };
    expect(lodgingAutocompleteResponseSchema.parse(answer)).toEqual(answer);
    expect(
      lodgingAutocompleteResponseSchema.safeParse({
        value: { suggestions: [{ kind: 'Airport', label: 'ORD' }] },
      }).success,
    ).toBe(false);
    expect(lodgingAutocompleteLimits).toEqual({ minimumQueryLength: 2, suggestions: 8 });
  });
});
