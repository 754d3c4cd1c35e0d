import { describe, expect, it } from 'vitest';
import {
  lodgingSelectionSearchTerm,
  lodgingSelectionValue,
  parseLodgingSelection,
  type LodgingSelection,
} from './lodgingSelection';

// spec: platform §2 "the search term being the place term or "city, state"".
describe('lodgingSelectionSearchTerm', () => {
  it.each([
    [{ kind: 'Place', placeTerm: 'Lake Tahoe' }, 'Lake Tahoe'],
    [{ kind: 'CityState', city: 'Asheville', state: 'NC' }, 'Asheville, NC'],
  ] satisfies [LodgingSelection, string][])('%j searches %s', (selection, term) => {
    expect(lodgingSelectionSearchTerm(selection)).toBe(term);
  });
});

// spec: platform §2 "lodgingSelection (encoded JSON)"; an unreadable one must not break the page.
describe('parseLodgingSelection', () => {
  const place: LodgingSelection = { kind: 'Place', placeTerm: 'Lake Tahoe' };
  const city: LodgingSelection = { kind: 'CityState', city: 'Asheville', state: 'NC' };

  it.each([
    ['plain JSON of a place', lodgingSelectionValue(place), place],
    ['plain JSON of a city', lodgingSelectionValue(city), city],
    ['JSON encoded a second time', encodeURIComponent(lodgingSelectionValue(city)), city],
    ['extra fields', '{"kind":"Place","placeTerm":"Lake Tahoe","placeId":"x"}', place],
    ['padded text', '{"kind":"Place","placeTerm":"  Lake Tahoe "}', place],
    ['an unknown kind', '{"kind":"Market","id":"1"}', undefined],
    ['an empty place term', '{"kind":"Place","placeTerm":" "}', undefined],
    ['a city without a state', '{"kind":"CityState","city":"Asheville"}', undefined],
    ['not JSON', '{kind:Place', undefined],
    ['a broken escape', '%E0%A4%A', undefined],
    ['JSON null', 'null', undefined],
    ['an empty value', '', undefined],
    ['no value', null, undefined],
  ])('%s', (_, value, expected) => {
    expect(parseLodgingSelection(value)).toEqual(expected);
  });
});
