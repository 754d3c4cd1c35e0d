import { afterEach, describe, expect, it } from 'vitest';
import { mockNow, standMockClockAt } from './mockClock';

describe('the fake backend clock', () => {
  afterEach(() => standMockClockAt(undefined));

  it("follows the machine's clock by default", () => {
    const before = Date.now();
    const now = mockNow().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('stands at the instant it was stopped at, until it is let go', () => {
    const journeysToday = new Date('2026-07-01T14:00:00.000Z');
    standMockClockAt(journeysToday);
    expect(mockNow()).toEqual(journeysToday);
    expect(mockNow()).not.toBe(mockNow());
    standMockClockAt(undefined);
    expect(mockNow().getFullYear()).toBe(new Date().getFullYear());
  });
});
