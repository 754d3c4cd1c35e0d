// Checks the package in the current directory as partners will install it: packs it the way
// `pnpm publish` would (publishConfig applied, workspace versions written out), then runs
// publint --strict on the packed files and @arethetypeswrong/cli (ESM-only) on the tarball.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'wayfare-pack-'));
const run = (command, args, options = {}) =>
  execFileSync(command, args, { stdio: 'inherit', ...options });

try {
  run('pnpm', ['pack', '--pack-destination', work], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = join(
    work,
    readdirSync(work).find((file) => file.endsWith('.tgz')),
  );
  const unpacked = join(work, 'unpacked');
  run('mkdir', ['-p', unpacked]);
  run('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
  run('publint', ['--strict', '--pack', 'false', unpacked]);
  run('attw', [tarball, '--profile', 'esm-only', '--format', 'table-flipped']);
} finally {
  rmSync(work, { recursive: true, force: true });
}
