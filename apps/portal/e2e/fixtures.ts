// The journeys' clock and console watch, shared with the partner example's journeys.
export { daysFromToday, expect, journeyNow, test } from '@wayfare/test-kit/playwright';
