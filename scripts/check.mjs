// The README's test command: install, then every check as a stage of its own, each timed. Every
// stage runs even when an earlier one failed, so the log ends with the whole picture: the stage
// table (also written to .reports/ci-times.json), the budget, what failed, and one summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { counts, root, timesFile, workspaces } from './reports.mjs';

/** Each stage: what it runs (through the pinned pnpm) and what it counts. */
const stages = [
  { name: 'install', script: 'install' },
  { name: 'lint and formatting', script: 'run lint', count: counts.workspaces },
  { name: 'typecheck', script: 'run typecheck', count: counts.workspaces },
  { name: 'unit and component tests', script: 'run test:unit', count: counts.unitTests },
  { name: 'package builds and checks', script: 'run check:packages', count: counts.packages },
  { name: 'stories: play, axe, screenshot', script: 'run test:stories', count: counts.stories },
  { name: 'e2e journeys', script: 'run test:e2e', count: counts.journeys },
];

const run = (command) => spawnSync(command, { stdio: 'inherit', shell: true }).status === 0;
const pnpm = (script) => run(`node scripts/with-pnpm.mjs ${script}`);

// The summary counts what this run's reports say: none is left from an earlier run.
for (const dir of [root, ...workspaces.map((workspace) => workspace.dir)])
  rmSync(join(dir, '.reports'), { recursive: true, force: true });

const startedAt = new Date();
const results = stages.map(({ name, script, count }) => {
  const start = performance.now();
  const passed = pnpm(script);
  const seconds = Math.round((performance.now() - start) / 100) / 10;
  return { name, seconds, passed, ...(count && { count: count() }) };
});
const times = {
  startedAt: startedAt.toISOString(),
  cores: availableParallelism(),
  totalSeconds: Math.round(results.reduce((sum, stage) => sum + stage.seconds, 0) * 10) / 10,
  stages: results,
};
mkdirSync(new URL('.', timesFile), { recursive: true });
writeFileSync(timesFile, `${JSON.stringify(times, null, 2)}\n`);

const passed = results.every((stage) => stage.passed);
const budgetHeld = run('node scripts/budget.mjs');
const summarized = run(`node scripts/summary.mjs${passed ? '' : ' --stage-failed'}`);
process.exit(passed && budgetHeld && summarized ? 0 : 1);
