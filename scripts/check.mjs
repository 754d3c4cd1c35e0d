// The README's test command: install, then every check as a stage of its own, each timed. Every
// stage runs even when an earlier one failed, so the log ends with the whole picture: the stage
// table (also written to .reports/ci-times.json), the budget, what failed, and one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { counts, root, timesFile, workspaces } from './reports.mjs';

const install = { name: 'install', script: 'install' };
const lint = { name: 'lint and formatting', script: 'run lint', count: counts.workspaces };
const typecheck = { name: 'typecheck', script: 'run typecheck', count: counts.workspaces };
const unit = { name: 'unit and component tests', script: 'run test:unit', count: counts.unitTests };
const builds = {
  name: 'package builds and checks',
  script: 'run check:packages',
  count: counts.packages,
};
const storybook = { name: 'Storybook build', script: 'run build-storybook' };
const stories = {
  name: 'stories: play, axe, screenshot',
  script: 'run test:stories:built',
  count: counts.stories,
};
const e2e = { name: 'e2e journeys', script: 'run test:e2e', count: counts.journeys };

/**
 * The stages in order, as lanes run side by side: ESLint and the Storybook build each use about
 * one core, so they run one after the other beside the typecheck and the builds (the builds'
 * four Vite builds at the end use both); the test stages use every core and run alone, the story
 * pass on the Storybook built beforehand (what grows with each story is its render, timed on its
 * own).
 */
const plan = [
  [[install]],
  [
    [lint, storybook],
    [typecheck, builds],
  ],
  [[unit]],
  [[stories]],
  [[e2e]],
];

/**
 * Runs a stage through the pinned pnpm. Alone, its output goes straight to the log; beside
 * another, it is held and printed whole when the stage ends, so that the log stays readable.
 */
const runStage = ({ script }, alone) =>
  new Promise((resolve) => {
    const child = spawn(`node scripts/with-pnpm.mjs ${script}`, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(held));
      resolve(code === 0);
    });
  });

const timed = async (stage, alongside) => {
  const start = performance.now();
  const passed = await runStage(stage, alongside.length === 0);
  const seconds = Math.round((performance.now() - start) / 100) / 10;
  return {
    name: stage.name,
    seconds,
    passed,
    ...(stage.count && { count: stage.count() }),
    ...(alongside.length > 0 && { alongside }),
  };
};

// The summary counts what this run's reports say: none is left from an earlier run.
for (const dir of [root, ...workspaces.map((workspace) => workspace.dir)])
  rmSync(join(dir, '.reports'), { recursive: true, force: true });

const startedAt = new Date();
const commandStart = performance.now();
const results = [];
for (const lanes of plan) {
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const alongside = lanes
        .filter((other) => other !== lane)
        .flatMap((other) => other.map((stage) => stage.name));
      const done = [];
      for (const stage of lane) done.push(await timed(stage, alongside));
      return done;
    }),
  );
  results.push(...laneResults.flat());
}
const times = {
  startedAt: startedAt.toISOString(),
  cores: availableParallelism(),
  // The whole command's wall time: stages that ran side by side count once.
  totalSeconds: Math.round((performance.now() - commandStart) / 100) / 10,
  stages: results,
};
mkdirSync(new URL('.', timesFile), { recursive: true });
writeFileSync(timesFile, `${JSON.stringify(times, null, 2)}\n`);

const passed = results.every((stage) => stage.passed);
const run = (command) => spawnSync(command, { stdio: 'inherit', shell: true }).status === 0;
const budgetHeld = run('node scripts/budget.mjs --enforce');
const summarized = run(`node scripts/summary.mjs${passed ? '' : ' --stage-failed'}`);
process.exit(passed && budgetHeld && summarized ? 0 : 1);
