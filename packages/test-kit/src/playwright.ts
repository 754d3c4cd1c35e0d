// The journeys' Playwright fixtures (the portal's and the partner example's): their clock and
// their watch on the console. It imports nothing of the app: a journey drives a built page.
import { test as base, expect } from '@playwright/test';
import { journeyNow } from './journeyConfig';

interface JourneyOptions {
  /** Console errors a journey expects, such as the browser's log of an error answer it asked for. */
  readonly expectedConsoleErrors: readonly RegExp[];
}

export { journeyNow };

/** A date `days` after the journeys' today, as the address writes it. */
export function daysFromToday(days: number): string {
  const date = new Date(journeyNow);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Every journey runs on the journeys' clock (Date only: timers run as ever), and fails on an
 * unexpected console error or an uncaught exception.
 */
export const test = base.extend<JourneyOptions & { consoleErrors: string[]; clock: void }>({
  clock: [
    async ({ page }, use) => {
      await page.clock.setFixedTime(journeyNow);
      await use();
    },
    { auto: true },
  ],
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter(
        (error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
