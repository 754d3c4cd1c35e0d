import { describe, expect, it } from 'vitest';
import { carDropOffLocation, recentlySearchedCarSchema } from './recentlySearchedCar';

const airport = { id: 'YYZ', label: 'Toronto Pearson Airport' };
const downtown = { id: 'toronto-union', label: 'Union Station, Toronto' };
const base = {
  pickUpLocation: airport,
  pickUpDate: '2026-07-02',
  pickUpTime: '10:00',
  dropOffDate: '2026-07-05',
  dropOffTime: '23:59',
};

// spec: products §3 Cars "drop-off modes different_drop_off, same_as_drop_off; recently searched car entry"
describe('recentlySearchedCarSchema', () => {
  it.each([
    ['same drop-off', { ...base, dropOffMode: 'same_as_drop_off' }, true],
    [
      'different drop-off with its location',
      { ...base, dropOffMode: 'different_drop_off', dropOffLocation: downtown },
      true,
    ],
    [
      'different drop-off without a location',
      { ...base, dropOffMode: 'different_drop_off' },
      false,
    ],
    ['an unknown drop-off mode', { ...base, dropOffMode: 'elsewhere' }, false],
    ['a time of 24:00', { ...base, dropOffMode: 'same_as_drop_off', pickUpTime: '24:00' }, false],
    [
      'a date not in YYYY-MM-DD',
      { ...base, dropOffMode: 'same_as_drop_off', pickUpDate: '07/02/2026' },
      false,
    ],
  ])('%s: valid %s', (_, entry, valid) => {
    expect(recentlySearchedCarSchema.safeParse(entry).success).toBe(valid);
  });
});

// spec: products §3 Cars drop-off modes: the car goes back to the pick-up unless the drop-off differs.
describe('carDropOffLocation', () => {
  it.each([
    [
      'same_as_drop_off',
      recentlySearchedCarSchema.parse({ ...base, dropOffMode: 'same_as_drop_off' }),
      airport,
    ],
    [
      'different_drop_off',
      recentlySearchedCarSchema.parse({
        ...base,
        dropOffMode: 'different_drop_off',
        dropOffLocation: downtown,
      }),
      downtown,
    ],
  ])('%s', (_, entry, expected) => {
    expect(carDropOffLocation(entry)).toEqual(expected);
  });
});
