// Runs the pnpm that package.json pins, on a machine that has only Node and npm:
// the newcomer's two README commands go through here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootManifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = rootManifest.packageManager.split('+')[0];
const pinnedVersion = pinned.split('@')[1];
const args = process.argv.slice(2);

const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
const usePathPnpm = installed.status === 0 && installed.stdout.trim() === pinnedVersion;
const [command, commandArgs] = usePathPnpm ? ['pnpm', args] : ['npx', ['--yes', pinned, ...args]];

const result = spawnSync(command, commandArgs, {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
