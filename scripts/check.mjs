// The README's test command after install: every check, then one summary line. When a stage
// fails, the summary still runs, so the log ends with what failed rather than with turbo's tail.
import { spawnSync } from 'node:child_process';

const stages = [
  'turbo run lint typecheck test build check:package lint:workspace typecheck:workspace --continue',
  'turbo run test:stories test:visual test:e2e --concurrency=1',
];
const run = (command) => spawnSync(command, { stdio: 'inherit', shell: true }).status === 0;

const passed = stages.every(run);
const summary = `node scripts/summary.mjs${passed ? '' : ' --stage-failed'}`;
process.exit(run(summary) && passed ? 0 : 1);
