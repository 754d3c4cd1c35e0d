import { defineConfig } from '@playwright/test';
import { chromiumExecutable, testRunChromiumArgs } from '../chromium.mjs';
import { baselineChromium, runningChromium } from './chromiumVersion';
import { sameChromium, screenshotTolerance } from './screenshotTolerance';

// Another port lets a second pass (another checkout's) run beside this one on the same machine.
const port = Number(process.env.WAYFARE_STORYBOOK_PORT ?? 6007);

if (!sameChromium && !process.argv.includes('--update-snapshots')) {
  console.warn(
    `\nVisual baselines were taken with ${baselineChromium() ?? 'an unknown Chromium'}, this is ${runningChromium()}.\n` +
      'Comparing with a small tolerance; run `pnpm test:stories:update` to re-baseline on this Chromium.\n',
  );
}

/**
 * Every story of the built Storybook at desktop and mobile width, each rendered once: its play
 * function and axe check must pass, and its screenshot is compared pixel for pixel with the
 * committed baseline (taken with the Chromium named beside them). A failed comparison leaves the
 * expected, actual and diff images in .reports/story-results.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './globalSetup.ts',
  outputDir: '../.reports/story-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One more try on CI, where every suite shares two cores.
  retries: process.env.CI ? 1 : 0,
  // A story without a baseline yet gets one written (and listed as such in the report), so adding
  // a story never fails the build; `pnpm test:stories:update` re-baselines changed stories.
  updateSnapshots: 'missing',
  reporter: [['list'], ['json', { outputFile: '../.reports/stories.json' }]],
  expect: { toHaveScreenshot: screenshotTolerance },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumExecutable, args: testRunChromiumArgs },
    deviceScaleFactor: 1,
    // With reduced motion the theme moves nothing, so every screenshot is of a settled page.
    contextOptions: { reducedMotion: 'reduce' },
  },
  webServer: {
    command: `pnpm exec vite preview --outDir storybook-static --port ${port} --strictPort --host 127.0.0.1`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
