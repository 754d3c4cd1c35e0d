/**
 * Time-of-day buckets 0 to 3 (spec: products §3 "time-of-day buckets 0 to 3 (early morning,
 * morning, afternoon, evening)"). The hour ranges are ours: every hour of the day falls in exactly
 * one bucket, so an experience starting at 02:00 is early morning rather than in no bucket.
 */
export const timeOfDayBuckets = [
  { bucket: 0, label: 'Early morning', firstHour: 0, lastHour: 7 },
  { bucket: 1, label: 'Morning', firstHour: 8, lastHour: 11 },
  { bucket: 2, label: 'Afternoon', firstHour: 12, lastHour: 16 },
  { bucket: 3, label: 'Evening', firstHour: 17, lastHour: 23 },
] as const;
export type TimeOfDayBucket = (typeof timeOfDayBuckets)[number]['bucket'];

/**
 * spec: products §3 "time-of-day buckets 0 to 3 (early morning, morning, afternoon, evening)": the
 * bucket of an hour of the day, 0 to 23; undefined for anything that is not such an hour.
 */
export function timeOfDayBucket(hour: number): TimeOfDayBucket | undefined {
  if (!Number.isInteger(hour)) return undefined;
  return timeOfDayBuckets.find(({ firstHour, lastHour }) => hour >= firstHour && hour <= lastHour)
    ?.bucket;
}
