import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../chromium.mjs';

const port = 4174;
/** The corporate tenant is a build of its own (the tenant comes from the environment). */
const corporatePort = 4175;

const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } };
const mobile = {
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

/**
 * Journeys through the built portal, on its embedded backend, at desktop and mobile width; the
 * tenant journeys also on a corporate build.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '.reports/e2e-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One more try on CI, where every suite shares two cores; a journey failing twice is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    // Recording every journey's trace cost about a fifth of the run; a failure is retried on CI,
    // and its retry leaves the trace.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'desktop', use: desktop },
    { name: 'mobile', use: mobile },
    // The journeys that differ by tenant, once more on the corporate build.
    {
      name: 'corporate-desktop',
      testMatch: ['modes.spec.ts', 'session.spec.ts'],
      use: { ...desktop, baseURL: `http://127.0.0.1:${corporatePort}` },
    },
    {
      name: 'corporate-mobile',
      testMatch: ['modes.spec.ts'],
      use: { ...mobile, baseURL: `http://127.0.0.1:${corporatePort}` },
    },
  ],
  webServer: [
    {
      command: `pnpm exec vite preview --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Built by `build:corporate`, which `pnpm test:e2e` runs first (turbo.json).
      command: `pnpm exec vite preview --outDir dist-corporate --port ${corporatePort} --strictPort`,
      url: `http://127.0.0.1:${corporatePort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
