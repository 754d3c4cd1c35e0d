// Publishes the Storybook to Chromatic when a project token is configured; says so and does
// nothing otherwise, so the command is safe on any machine.
import { execFileSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(
    'Chromatic: skipping, CHROMATIC_PROJECT_TOKEN is not set. Set it to publish the Storybook.',
  );
  process.exit(0);
}

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
// The build's module graph (preview-stats.json) lets TurboSnap test only the stories a change reaches.
run('pnpm', ['run', 'build-storybook', '--stats-json']);
run('chromatic', [
  '--storybook-build-dir',
  'storybook-static',
  '--exit-zero-on-changes',
  '--only-changed',
]);
