import { defineConfig } from '@playwright/test';
import { fakeBackendEnv, journeyConfig, journeyWidths } from '@wayfare/test-kit/journeyConfig';
import { chromiumExecutable, testRunChromiumArgs } from '../../chromium.mjs';

const port = 4174;
/** The corporate tenant is a build of its own (the tenant comes from the environment). */
const corporatePort = 4175;
const { desktop, mobile } = journeyWidths;

/**
 * Journeys through the built portal, on its embedded backend, at desktop and mobile width; the
 * tenant journeys also on a corporate build.
 */
export default defineConfig({
  ...journeyConfig(port, { executablePath: chromiumExecutable, args: testRunChromiumArgs }),
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
      env: fakeBackendEnv,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Built by `build:corporate`, which `pnpm test:e2e` runs first (turbo.json). Vite's CLI
      // refuses a second preview of the same root, config and mode beside the one above unless
      // told to skip its lock: this one serves another folder.
      command: `pnpm exec vite preview --bypass-lock --outDir dist-corporate --port ${corporatePort} --strictPort`,
      env: fakeBackendEnv,
      url: `http://127.0.0.1:${corporatePort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
