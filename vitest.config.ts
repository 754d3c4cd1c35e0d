import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumExecutable, testRunChromiumArgs } from './chromium.mjs';

/**
 * Every story in Chromium with its play function and an axe check that fails on any violation
 * (a11y.test: 'error' in .storybook/preview.tsx), through the Storybook of `configDir`: .storybook
 * opens on the consumer tenant, .storybook-corporate on the corporate one (a story's own tenant
 * wins). `tags` keeps only the stories carrying one of them.
 */
function storybookProject(
  name: string,
  configDir: '.storybook' | '.storybook-corporate',
  tags?: string[],
): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir, ...(tags && { tags: { include: tags } }) })],
    // Find every dependency of every story before the run, so no test reloads mid-run.
    optimizeDeps: {
      entries: [
        '.storybook/preview.tsx',
        'packages/*/src/**/*.stories.tsx',
        'apps/*/src/**/*.stories.tsx',
      ],
    },
    test: {
      name,
      testTimeout: 30_000,
      // Stories drive whole pages over the fake backend; on a loaded 2-core CI machine a story
      // may lose a race with its data once. A second failure is a real one.
      retry: 1,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumExecutable, args: testRunChromiumArgs },
        }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  };
}

/** Every vitest project of the workspace: each package's own (node or jsdom), and the stories. */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      storybookProject('storybook', '.storybook'),
      // Stories tagged `tenants` (the session, header and account screens) again on the corporate
      // tenant: each of their states is shown and checked in both tenants.
      storybookProject('storybook-corporate', '.storybook-corporate', ['tenants']),
    ],
  },
});
