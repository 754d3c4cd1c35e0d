import { describe, expect, it } from 'vitest';
import {
  changeForAnyReasonReimbursementDueDate,
  failedChangeForAnyReasonWindow,
  type ChangeForAnyReasonRequest,
} from './changeForAnyReason';

const base: ChangeForAnyReasonRequest = {
  now: new Date('2026-07-05T12:00:00Z'),
  bookedAt: new Date('2026-07-01T12:00:00Z'),
  departure: new Date('2026-07-10T12:00:00Z'),
  changesUsed: 0,
};
const at = (iso: string) => new Date(iso);

// spec: products §5 "Change for any reason needs booking at least 24 hours before departure,
// allows one change, and the new itinerary must depart within one year"; products §9 "Change for
// any reason: 3 hours before departure"; STATES §25 chfar/exercise
describe('failedChangeForAnyReasonWindow', () => {
  it.each<[string, Partial<ChangeForAnyReasonRequest>, string | undefined]>([
    ['every window open', {}, undefined],
    [
      'booked exactly 24:00 before departure',
      { bookedAt: at('2026-07-09T12:00:00Z'), now: at('2026-07-09T13:00:00Z') },
      undefined,
    ],
    [
      'booked 23:59 before departure',
      { bookedAt: at('2026-07-09T12:01:00Z'), now: at('2026-07-09T13:00:00Z') },
      'AdvancePurchase',
    ],
    ['the one change already used', { changesUsed: 1 }, 'OneChange'],
    ['exactly 3:00 before departure', { now: at('2026-07-10T09:00:00Z') }, undefined],
    ['2:59 before departure', { now: at('2026-07-10T09:01:00Z') }, 'BeforeDeparture'],
    ['after departure', { now: at('2026-07-10T13:00:00Z') }, 'BeforeDeparture'],
    [
      'a new trip on the booking anniversary',
      { newDeparture: at('2027-07-01T12:00:00Z') },
      undefined,
    ],
    [
      'a new trip a minute after the anniversary',
      { newDeparture: at('2027-07-01T12:01:00Z') },
      'NewDepartureWithinOneYear',
    ],
    ['a new trip next month', { newDeparture: at('2026-08-10T12:00:00Z') }, undefined],
  ])('%s', (_, change, expected) => {
    expect(failedChangeForAnyReasonWindow({ ...base, ...change })).toBe(expected);
  });
});

// spec: products §9 "refund of reimbursed amounts within 10 business days"
describe('changeForAnyReasonReimbursementDueDate', () => {
  it.each([
    ['a Monday', '2026-07-06', '2026-07-20'],
    ['a Friday', '2026-07-10', '2026-07-24'],
    ['a Saturday', '2026-07-11', '2026-07-24'],
    ['a Sunday', '2026-07-12', '2026-07-24'],
    ['across a year end', '2026-12-28', '2027-01-11'],
  ])('requested on %s (%s): due %s', (_, requested, due) => {
    expect(changeForAnyReasonReimbursementDueDate(requested)).toBe(due);
  });
});
