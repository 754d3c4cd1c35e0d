import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../chromium.mjs';

const port = 4174;

/** Journeys through the built portal, on its embedded backend, at desktop and mobile width. */
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
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: {
    command: `pnpm exec vite preview --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
