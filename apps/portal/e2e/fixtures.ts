import { test as base, expect } from '@playwright/test';

interface JourneyOptions {
  /** Console errors a journey expects, such as the browser's log of an error answer it asked for. */
  readonly expectedConsoleErrors: readonly RegExp[];
}

/** Every journey fails on an unexpected console error or an uncaught exception. */
export const test = base.extend<JourneyOptions & { consoleErrors: string[] }>({
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
