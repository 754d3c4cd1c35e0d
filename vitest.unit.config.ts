import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The unit and component tests of every package but the domain, in one Vitest process: one pool
 * of workers, one per core, shares the machine, where a Vitest per package each started its own
 * and fought the others for two cores. The domain runs on its own (`pnpm test:unit`), because its
 * branch-coverage floor is of its own tests, and coverage is set for a whole run.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      '!packages/domain/vitest.config.ts',
    ],
    maxWorkers: availableParallelism(),
    reporters: ['default', ['json', { outputFile: '.reports/unit.json' }]],
  },
});
