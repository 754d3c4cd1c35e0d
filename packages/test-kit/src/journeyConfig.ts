// What the portal's journeys and the partner example's share in their Playwright configs.
import { devices, type LaunchOptions, type PlaywrightTestConfig } from '@playwright/test';
import { frozenNow } from './frozenClock';

/**
 * The journeys' "now", the stories' and tests' frozen clock: the fake backend's calendars are
 * fixed dates, so a journey on a fixed day asks for nights that are free on every run. The pages'
 * clock stands there, and so does their embedded backend's (`fakeBackendEnv`).
 */
export const journeyNow = frozenNow;

/** The environment of a server whose embedded backend answers the journeys: its clock at theirs. */
export const fakeBackendEnv = { WAYFARE_FAKE_BACKEND_NOW: journeyNow.toISOString() };

/** The journeys' two widths, one on each side of the 960 px breakpoint (spec: platform §9). */
export const journeyWidths = {
  desktop: { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } },
  mobile: {
    browserName: 'chromium' as const,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: devices['Pixel 7'].userAgent,
  },
};

/**
 * The journeys of an app served on `port`, in the Chromium `launchOptions` start (the workspace's
 * `chromium.mjs`), with reports in `.reports/`.
 */
export const journeyConfig = (port: number, launchOptions: LaunchOptions) =>
  ({
    testDir: 'e2e',
    outputDir: '.reports/e2e-results',
    fullyParallel: true,
    workers: 2,
    forbidOnly: true,
    // One more try on CI, where every suite shares two cores; a journey failing twice is a failure.
    retries: process.env.CI ? 1 : 0,
    // A whole booking at phone width (four steps, a popup, a poll) takes 20–30 s on CI's machine
    // today, about twice what it did when 30 s was ample.
    timeout: 60_000,
    // A page opened while the other worker books takes up to 8 s to show on that machine.
    expect: { timeout: 10_000 },
    reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      launchOptions,
      // Recording every journey's trace cost about a fifth of the run; a failure is retried on
      // CI, and its retry leaves the trace.
      trace: 'on-first-retry',
      // A journey checks what a page does, not how it moves: with reduced motion the theme's
      // transitions, ripples and scrolling end at once, and Chromium draws no frames in between
      // (a tenth less CPU on a subset of the journeys, 259 s to 229 s).
      contextOptions: { reducedMotion: 'reduce' },
    },
  }) satisfies PlaywrightTestConfig;
