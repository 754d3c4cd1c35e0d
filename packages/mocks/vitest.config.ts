import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeProject } from '../../vitest.shared';

// The tests play the fake backend through the real @wayfare/api client. @wayfare/api already
// depends on these mocks for its own tests, so a package dependency back would be a cycle that
// turbo refuses; the tests (and only they, see tsconfig.json) resolve it to its source instead.
const apiSource = fileURLToPath(new URL('../api/src/index.ts', import.meta.url));

export default mergeConfig(
  defineConfig(nodeProject('mocks')),
  defineConfig({ resolve: { alias: { '@wayfare/api': apiSource } } }),
);
