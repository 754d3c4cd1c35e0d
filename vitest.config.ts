import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

/**
 * Every vitest project of the workspace: each package's own (node or jsdom), and `storybook`,
 * which runs every story in Chromium with its play function and an axe check that fails on any
 * violation (a11y.test: 'error' in .storybook/preview.tsx).
 */
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.reports/stories.json' }]],
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Find every dependency of every story before the run, so no test reloads mid-run.
        optimizeDeps: {
          entries: [
            '.storybook/preview.tsx',
            'packages/*/src/**/*.stories.tsx',
            'apps/*/src/**/*.stories.tsx',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // Stories drive whole pages over the fake backend; on a loaded 2-core CI machine a story
          // may lose a race with its data once. A second failure is a real one.
          retry: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
