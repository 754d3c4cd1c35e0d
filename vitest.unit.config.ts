import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { environmentSettings } from './vitest.shared';

/** The custom element's tests: each defines elements and drives the page's history itself. */
const customElementTests = 'packages/homes/src/element/**/*.test.{ts,tsx}';

/** Every package's and the portal's jsdom tests, in one project. */
function jsdomTests(
  name: string,
  include: string[],
  isolate: boolean,
  exclude: string[] = [],
): TestProjectInlineConfiguration {
  return {
    plugins: [react()],
    test: {
      name,
      include,
      exclude: ['**/node_modules/**', ...exclude],
      isolate,
      ...environmentSettings('jsdom', './'),
    },
  };
}

/**
 * The unit and component tests of every package but the domain, in one Vitest process: one pool
 * of workers, one per core, shares the machine, where a Vitest per package each started its own
 * and fought the others for two cores. The domain runs on its own (`pnpm test:unit`), because its
 * branch-coverage floor is of its own tests, and coverage is set for a whole run.
 *
 * The jsdom tests of all packages are one project, so that a worker imports React, MUI and the
 * Storybook preview once for all its files, not once per package: 271 s to 167 s for the stage on
 * two cores. Its files share a page, so each leaves none of its own in it: Testing Library's
 * cleanup, the last story unmounted (`unmountTheLastStory`), one copy of user-event (storybook/
 * test's, the stories' own: two copies preparing one page each took the other's typing for a
 * script's and undid it). The custom element's tests, which define elements and move through the
 * page's history, keep a page each, and Testing Library's user-event (storybook/test's does not
 * finish a search typed inside their shadow root: not understood yet).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/api/vitest.config.ts',
      'packages/mocks/vitest.config.ts',
      jsdomTests(
        'components',
        ['packages/*/src/**/*.test.{ts,tsx}', 'apps/portal/src/**/*.test.{ts,tsx}'],
        false,
        ['packages/{api,mocks,domain}/**', customElementTests],
      ),
      jsdomTests('custom element', [customElementTests], true),
    ],
    maxWorkers: availableParallelism(),
    reporters: ['default', ['json', { outputFile: '.reports/unit.json' }]],
  },
});
