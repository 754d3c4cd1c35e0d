import { describe, expect, it } from 'vitest';
import {
  businessDayCalendar,
  canadaVoidWindowLastMinute,
  isWithinVoidWindow,
  usVoidWindowBusinessHours,
} from './voidWindow';

const newYork = 'America/New_York';
const at = (iso: string) => new Date(iso);

// spec: products §9 "Void window: US about 24 business hours; Canada until 11:59 pm local on purchase day".
describe('void window constants', () => {
  it('are 24 business hours and 11:59 pm', () => {
    expect(usVoidWindowBusinessHours).toBe(24);
    expect(canadaVoidWindowLastMinute).toBe('23:59');
  });
});

// spec: products §9 "US about 24 business hours": hours of weekdays only, 23:59 in and 24:00 out.
describe('isWithinVoidWindow, US', () => {
  it.each([
    ['Wed 10:00, Thu 09:59', '2026-07-01T10:00:00-04:00', '2026-07-02T09:59:00-04:00', true],
    [
      'Wed 10:00, Thu 09:59:59.999',
      '2026-07-01T10:00:00-04:00',
      '2026-07-02T09:59:59.999-04:00',
      true,
    ],
    ['Wed 10:00, Thu 10:00', '2026-07-01T10:00:00-04:00', '2026-07-02T10:00:00-04:00', false],
    ['Fri 15:00, Sat 12:00', '2026-07-03T15:00:00-04:00', '2026-07-04T12:00:00-04:00', true],
    ['Fri 15:00, Mon 14:59', '2026-07-03T15:00:00-04:00', '2026-07-06T14:59:00-04:00', true],
    ['Fri 15:00, Mon 15:00', '2026-07-03T15:00:00-04:00', '2026-07-06T15:00:00-04:00', false],
    ['Sat 10:00, Mon 23:59', '2026-07-04T10:00:00-04:00', '2026-07-06T23:59:00-04:00', true],
    ['Sat 10:00, Tue 00:00', '2026-07-04T10:00:00-04:00', '2026-07-07T00:00:00-04:00', false],
    ['the moment of purchase', '2026-07-01T10:00:00-04:00', '2026-07-01T10:00:00-04:00', true],
    ['a clock behind the purchase', '2026-07-01T10:00:00-04:00', '2026-07-01T09:58:00-04:00', true],
    ['a year later', '2026-07-01T10:00:00-04:00', '2027-07-01T10:00:00-04:00', false],
    // Clocks go forward on Sunday 2026-03-08: the wall clock still gives Monday 15:00.
    [
      'Fri 15:00 EST, Mon 14:59 EDT',
      '2026-03-06T15:00:00-05:00',
      '2026-03-09T14:59:00-04:00',
      true,
    ],
    [
      'Fri 15:00 EST, Mon 15:00 EDT',
      '2026-03-06T15:00:00-05:00',
      '2026-03-09T15:00:00-04:00',
      false,
    ],
  ])('%s: %s', (_, purchasedAt, now, within) => {
    expect(
      isWithinVoidWindow({
        purchasedAt: at(purchasedAt),
        now: at(now),
        country: 'US',
        timeZone: newYork,
      }),
    ).toBe(within);
  });

  it('skips the holidays of the calendar it is given', () => {
    // Friday 2026-07-03 is the observed Independence Day.
    const calendar = businessDayCalendar(['2026-07-03']);
    const purchasedAt = at('2026-07-02T12:00:00-04:00');
    const check = (now: string) =>
      isWithinVoidWindow({ purchasedAt, now: at(now), country: 'US', timeZone: newYork, calendar });
    expect(check('2026-07-06T11:59:00-04:00')).toBe(true);
    expect(check('2026-07-06T12:00:00-04:00')).toBe(false);
  });

  it('reckons in America/Toronto unless told otherwise', () => {
    const purchasedAt = at('2026-07-01T10:00:00-04:00');
    expect(
      isWithinVoidWindow({ purchasedAt, now: at('2026-07-02T09:59:00-04:00'), country: 'US' }),
    ).toBe(true);
    expect(
      isWithinVoidWindow({ purchasedAt, now: at('2026-07-02T10:00:00-04:00'), country: 'US' }),
    ).toBe(false);
  });
});

// spec: products §9 "Canada until 11:59 pm local on purchase day": 23:59 in, 00:00 next day out.
describe('isWithinVoidWindow, Canada', () => {
  it.each([
    [
      '09:00, 23:59 the same day',
      '2026-07-01T09:00:00-04:00',
      '2026-07-01T23:59:00-04:00',
      undefined,
      true,
    ],
    [
      '09:00, 23:59:59.999',
      '2026-07-01T09:00:00-04:00',
      '2026-07-01T23:59:59.999-04:00',
      undefined,
      true,
    ],
    [
      '09:00, 00:00 the next day',
      '2026-07-01T09:00:00-04:00',
      '2026-07-02T00:00:00-04:00',
      undefined,
      false,
    ],
    [
      '23:59, 00:00 the next day',
      '2026-07-01T23:59:00-04:00',
      '2026-07-02T00:00:00-04:00',
      undefined,
      false,
    ],
    [
      'Vancouver 20:00, Vancouver 23:30 (02:30 in Toronto)',
      '2026-07-01T20:00:00-07:00',
      '2026-07-01T23:30:00-07:00',
      'America/Vancouver',
      true,
    ],
    [
      'the same instants reckoned in Toronto',
      '2026-07-01T20:00:00-07:00',
      '2026-07-01T23:30:00-07:00',
      undefined,
      false,
    ],
  ])('%s: %s', (_, purchasedAt, now, timeZone, within) => {
    expect(
      isWithinVoidWindow({ purchasedAt: at(purchasedAt), now: at(now), country: 'CA', timeZone }),
    ).toBe(within);
  });
});

// Our minimal calendar: weekends are not business days (products §9 "business hours").
describe('businessDayCalendar', () => {
  it.each([
    ['2026-07-03', true],
    ['2026-07-04', false],
    ['2026-07-05', false],
    ['2026-07-06', true],
  ])('%s is a business day: %s', (date, business) => {
    expect(businessDayCalendar().isBusinessDay(date)).toBe(business);
  });

  it('takes holidays', () => {
    expect(businessDayCalendar(['2026-07-03']).isBusinessDay('2026-07-03')).toBe(false);
  });
});
