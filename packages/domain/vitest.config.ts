import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeProject } from '../../vitest.shared';

// The domain holds every rule of the product: its tests must reach at least 95% of its branches.
export default mergeConfig(
  defineConfig(nodeProject('domain')),
  defineConfig({
    test: {
      // The domain is pure functions without I/O: its files share their worker's modules, where
      // importing them afresh for each of its ~140 files was 35 of its 41 seconds.
      isolate: false,
      coverage: {
        enabled: true,
        provider: 'v8',
        include: ['src/**/*.ts'],
        exclude: ['src/**/*.test.ts', 'src/**/index.ts'],
        reporter: ['text-summary', ['json-summary', { file: 'coverage-summary.json' }]],
        reportsDirectory: '.reports/coverage',
        thresholds: { branches: 95 },
      },
    },
  }),
);
