import type { ViteUserConfig } from 'vitest/config';

// One definition of each test environment, shared by every package's vitest config. A package
// run writes a JSON report that scripts/summary.mjs turns into the final summary line.
// Setup files are given relative to the package (every package sits two levels down), because
// jsdom projects fail to load an absolute setup path outside their root.

/**
 * A test environment with its setup file (`vitest.setup.<environment>.ts` at the workspace root,
 * reached through `toRoot` from the config's folder) and the timeout every run shares.
 */
export const environmentSettings = (environment: 'node' | 'jsdom', toRoot: string) => ({
  environment,
  setupFiles: [`${toRoot}vitest.setup.${environment}.ts`],
  // Component tests type and click through whole forms; on a 2-core CI machine running every
  // package at once, 5 s is too short for the longest of them.
  testTimeout: 30_000,
});

function project(
  name: string,
  environment: 'node' | 'jsdom',
  include: string[],
  isolate = true,
): ViteUserConfig {
  return {
    test: {
      name,
      include,
      isolate,
      ...environmentSettings(environment, '../../'),
      reporters: ['default', ['json', { outputFile: `.reports/vitest-${name}.json` }]],
    },
  };
}

export const nodeProject = (name: string) => project(name, 'node', ['src/**/*.test.ts']);

/**
 * The files of a jsdom project share their worker's modules: importing React, MUI and the
 * Storybook preview afresh for every file was half of the unit stage (242 s, 135 s shared, on two
 * cores). Each file leaves nothing behind (Testing Library's cleanup, its MSW server closed, the
 * mocks' state reset), which a run with `--sequence.shuffle.files` confirms.
 */
export const jsdomProject = (name: string) =>
  project(name, 'jsdom', ['src/**/*.test.{ts,tsx}'], false);
