import { describe, expect, it } from 'vitest';
import {
  childAgeLabel,
  childAges,
  countWithUnitText,
  guestPickerTexts,
  maximumGuestsText,
} from './guestPickerTexts';
import { isChildAge } from './guests';

describe('guest picker texts', () => {
  // spec: platform §5 "Adults are 18 or above; children are under 18"
  it.each([
    ['adults', '18 or older'],
    ['children', 'Under 18'],
    ['rooms', 'Up to 10'],
    ['pets', undefined],
  ] as const)('%s are captioned %s', (count, caption) => {
    expect(guestPickerTexts[count].caption).toBe(caption);
  });

  it.each([
    ['adults', 1, '1 adult'],
    ['adults', 2, '2 adults'],
    ['children', 0, '0 children'],
    ['children', 1, '1 child'],
    ['pets', 2, '2 pets'],
    ['rooms', 10, '10 rooms'],
  ] as const)('%s %i: %s', (count, value, text) => {
    expect(countWithUnitText(guestPickerTexts[count], value)).toBe(text);
  });

  // spec: platform §5 "maximum is the listing maxOccupancy (default 16 in the pickers)"
  it.each([
    [16, 'Maximum of 16 guests'],
    [4, 'Maximum of 4 guests'],
  ])('the maximum %i: %s', (max, text) => {
    expect(maximumGuestsText(max)).toBe(text);
  });

  it.each([
    [0, 'Age of child 1'],
    [2, 'Age of child 3'],
  ])('child %i is asked as %s', (index, label) => {
    expect(childAgeLabel(index)).toBe(label);
  });

  // spec: platform §5 "children are under 18 and their exact ages are requested"
  it('offers every child age, 0 to 17, and no other', () => {
    expect(childAges).toHaveLength(18);
    expect(childAges.every(isChildAge)).toBe(true);
    expect(childAges.at(-1)).toBe(17);
  });
});
