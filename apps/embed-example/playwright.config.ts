import { defineConfig } from '@playwright/test';
import { journeyConfig, journeyWidths } from '@wayfare/test-kit/journeyConfig';
import { chromiumExecutable, testRunChromiumArgs } from '../../chromium.mjs';

/** Beside the portal's journeys (4174, 4175) and both apps' `start` (4173, 4176). */
const port = 4177;

/**
 * The partner pages' journeys, on the built example and its embedded backend, at desktop and
 * mobile width: the custom element on a plain HTML page (booking, styles in neither direction,
 * two on one page) and the React widget under /travel/.
 */
export default defineConfig({
  ...journeyConfig(port, { executablePath: chromiumExecutable, args: testRunChromiumArgs }),
  projects: [
    { name: 'desktop', use: journeyWidths.desktop },
    { name: 'mobile', use: journeyWidths.mobile },
  ],
  webServer: {
    // Built by `build`, which `pnpm test:e2e` at the root runs first (turbo.json).
    command: `pnpm exec vite preview --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
