import { describe, expect, it } from 'vitest';
import { defaultStayDates } from './defaultStayDates';

const today = '2026-07-01';

// spec: platform §2 "from is the later of the query date and tomorrow. Until is the query date
// if it is after from, otherwise from plus 2 days."
describe('defaultStayDates', () => {
  it.each([
    ['no dates', {}, { from: '2026-07-02', until: '2026-07-04' }],
    [
      'a stay starting today',
      { fromDate: '2026-07-01', untilDate: '2026-07-05' },
      { from: '2026-07-02', until: '2026-07-05' },
    ],
    [
      'a stay starting tomorrow',
      { fromDate: '2026-07-02', untilDate: '2026-07-03' },
      { from: '2026-07-02', until: '2026-07-03' },
    ],
    [
      'a stay in the past',
      { fromDate: '2026-06-01', untilDate: '2026-06-03' },
      { from: '2026-07-02', until: '2026-07-04' },
    ],
    [
      'a future stay',
      { fromDate: '2026-08-10', untilDate: '2026-08-15' },
      { from: '2026-08-10', until: '2026-08-15' },
    ],
    [
      'until equal to from',
      { fromDate: '2026-08-10', untilDate: '2026-08-10' },
      { from: '2026-08-10', until: '2026-08-12' },
    ],
    [
      'until before from',
      { fromDate: '2026-08-10', untilDate: '2026-08-01' },
      { from: '2026-08-10', until: '2026-08-12' },
    ],
    [
      'only an until date',
      { untilDate: '2026-07-10' },
      { from: '2026-07-02', until: '2026-07-10' },
    ],
    [
      'malformed dates',
      { fromDate: '10/08/2026', untilDate: '2026-13-40' },
      { from: '2026-07-02', until: '2026-07-04' },
    ],
    [
      'null dates',
      { fromDate: null, untilDate: null },
      { from: '2026-07-02', until: '2026-07-04' },
    ],
  ])('%s', (_, query, expected) => {
    expect(defaultStayDates(query, today)).toEqual(expected);
  });

  it('crosses a month and a year end', () => {
    expect(defaultStayDates({}, '2026-12-31')).toEqual({ from: '2027-01-01', until: '2027-01-03' });
  });
});
