import type { ViteUserConfig } from 'vitest/config';

// One definition of each test environment, shared by every package's vitest config. A package
// run writes a JSON report that scripts/summary.mjs turns into the final summary line.
// Setup files are given relative to the package (every package sits two levels down), because
// jsdom projects fail to load an absolute setup path outside their root.

function project(
  name: string,
  environment: 'node' | 'jsdom',
  include: string[],
  setupFile: string,
): ViteUserConfig {
  return {
    test: {
      name,
      environment,
      include,
      setupFiles: [`../../${setupFile}`],
      // Component tests type and click through whole forms; on a 2-core CI machine running every
      // package at once, 5 s is too short for the longest of them.
      testTimeout: 30_000,
      reporters: ['default', ['json', { outputFile: `.reports/vitest-${name}.json` }]],
    },
  };
}

export const nodeProject = (name: string) =>
  project(name, 'node', ['src/**/*.test.ts'], 'vitest.setup.node.ts');

export const jsdomProject = (name: string) =>
  project(name, 'jsdom', ['src/**/*.test.{ts,tsx}'], 'vitest.setup.jsdom.ts');
