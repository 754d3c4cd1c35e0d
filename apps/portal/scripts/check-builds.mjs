// The builds carry the fake backend only where it belongs: `dist` (and the corporate build) is a
// plain client of an HTTP API, with no MSW worker and no fake-backend code; the static demo build
// (`build:demo`) carries both, since its fake backend runs in the page. Each build's page preloads
// the fonts of its first paint (fontPreloads.ts), and each preloaded file is in that build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const workerScript = 'mockServiceWorker.js';
/** What only the fake backend's code holds: MSW's worker set-up and the scenario catalogue. */
const fakeBackendMarks = ['setupWorker', 'session/40106-acknowledgement'];

function scriptsOf(build) {
  const assets = join(root, build, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') }));
}

const problems = [];
for (const build of ['dist', 'dist-corporate']) {
  if (existsSync(join(root, build, workerScript))) problems.push(`${build} has ${workerScript}`);
  for (const { name, text } of scriptsOf(build))
    for (const mark of fakeBackendMarks)
      if (text.includes(mark)) problems.push(`${build}/assets/${name} holds "${mark}"`);
}
for (const build of ['dist', 'dist-corporate', 'dist-demo']) {
  const page = readFileSync(join(root, build, 'index.html'), 'utf8');
  const fonts = [...page.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
    ([, href]) => href,
  );
  if (fonts.length === 0) problems.push(`${build}/index.html preloads no font`);
  for (const href of fonts)
    if (!existsSync(join(root, build, href))) problems.push(`${build} preloads ${href}, not built`);
}
if (!existsSync(join(root, 'dist-demo', workerScript)))
  problems.push(`dist-demo lacks ${workerScript}`);
const demoScripts = scriptsOf('dist-demo');
for (const mark of fakeBackendMarks)
  if (!demoScripts.some(({ text }) => text.includes(mark)))
    problems.push(`dist-demo has no script holding "${mark}"`);

if (problems.length > 0) {
  console.error(`The portal's builds and their fake backend:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'portal builds: dist and dist-corporate carry no fake backend; dist-demo carries it; each preloads its fonts.',
);
