import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { firstLoadScripts } from './firstLoad.mjs';

const here = new URL('.', import.meta.url).pathname;

/** The custom element built as a plain page loads it, and the React widget with its peers external. */
export function buildEmbeds() {
  for (const args of [['embed'], ['-c', 'embed/widget.config.ts']])
    execFileSync('pnpm', ['exec', 'vite', 'build', ...args, '--logLevel', 'error'], {
      cwd: here,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
}

/**
 * What a partner's visitor downloads for the element to show its search (every script and style
 * sheet until the network is idle, gzip), and the React widget's entry as a partner's bundler
 * takes it (gzip, its lazily loaded pages and its peers left out).
 */
export async function embedSizes(browser, elementPageUrl) {
  const element = await firstLoadScripts(
    browser,
    elementPageUrl,
    (page) => page.getByRole('button', { name: 'Search', exact: true }),
    ['script', 'stylesheet'],
  );
  // The entry and every chunk it imports, and theirs: what the entry costs. Rolldown writes the
  // entry's own code into it and shares chunks with the lazily loaded pages, some of which import
  // others (where Rollup wrote a facade that re-exported one chunk).
  const files = new Set(['widget.js']);
  for (const file of files)
    for (const [, chunk] of readFileSync(`${here}embed/dist/widget/${file}`, 'utf8').matchAll(
      /(?:from|import)\s*["']\.\/([^"']+)["']/g,
    ))
      files.add(chunk);
  const widget = [...files]
    .map((file) => gzipSync(readFileSync(`${here}embed/dist/widget/${file}`), { level: 9 }).length)
    .reduce((sum, size) => sum + size, 0);
  return { element, widget };
}
