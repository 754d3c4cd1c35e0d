import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromiumArgs, chromiumExecutable } from '../chromium.mjs';

/** Baselines depend on the browser's rendering: the version they were taken with sits beside them. */
const versionFile = new URL('./__screenshots__/CHROMIUM_VERSION', import.meta.url);

export function runningChromium(): string {
  // Debian's launcher script prints a harmless warning on stderr; only the version matters.
  return execFileSync(chromiumExecutable, [...chromiumArgs, '--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

export function baselineChromium(): string | undefined {
  return existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : undefined;
}

export function recordBaselineChromium(): void {
  mkdirSync(new URL('.', versionFile), { recursive: true });
  writeFileSync(versionFile, `${runningChromium()}\n`);
}
