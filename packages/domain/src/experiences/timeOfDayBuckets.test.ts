import { describe, expect, it } from 'vitest';
import { timeOfDayBucket, timeOfDayBuckets } from './timeOfDayBuckets';

// spec: products §3 "time-of-day buckets 0 to 3 (early morning, morning, afternoon, evening)";
// the hour ranges are ours, each boundary hour tested on both sides.
describe('timeOfDayBucket', () => {
  it.each([
    [0, 0],
    [7, 0],
    [8, 1],
    [11, 1],
    [12, 2],
    [16, 2],
    [17, 3],
    [23, 3],
  ])('hour %i is in bucket %i', (hour, bucket) => {
    expect(timeOfDayBucket(hour)).toBe(bucket);
  });

  it.each([-1, 24, 7.5, Number.NaN])('%s is not an hour of the day', (hour) => {
    expect(timeOfDayBucket(hour)).toBeUndefined();
  });

  it('puts every hour of the day in exactly one bucket', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const containing = timeOfDayBuckets.filter(
        ({ firstHour, lastHour }) => hour >= firstHour && hour <= lastHour,
      );
      expect(containing).toHaveLength(1);
    }
  });
});
