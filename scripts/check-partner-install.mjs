// A partner's install, outside the workspace: packs the packages the homes widget needs (as
// `pnpm publish` would), installs the tarballs and the peers from the registry into a throwaway
// Vite app in the system's temporary folder, builds it, and opens it in Chromium: the React
// widget and the custom element must both show their search. It catches a missing export, an
// undeclared peer or dependency, and a side effect a bundler drops. Run after the package builds.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumExecutable, testRunChromiumArgs } from '../chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const packed = ['domain', 'api', 'ui', 'booking', 'checkout', 'homes'];
const port = 4199;

const manifest = (path) => JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8'));
const rootManifest = manifest('.');
const portal = manifest('apps/portal');
/** The versions the portal runs: a partner's app takes the same from the registry. */
const peers = Object.fromEntries(
  [
    'react',
    'react-dom',
    'react-router-dom',
    '@mui/material',
    '@emotion/react',
    '@emotion/styled',
    '@tanstack/react-query',
    '@fontsource/roboto',
  ].map((name) => [name, portal.dependencies[name]]),
);
peers.jotai = manifest('packages/booking').devDependencies.jotai;

const app = {
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>A partner's app</title></head>
  <body>
    <h1>A partner's own page</h1>
    <section aria-label="React widget"><div id="widget"></div></section>
    <section aria-label="Custom element"><wayfare-homes-booking></wayfare-homes-booking></section>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`,
  'main.jsx': `import '@fontsource/roboto/latin-400.css';
import '@wayfare/homes/element';
import { HomesBookingWidget } from '@wayfare/homes';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('widget')).render(<HomesBookingWidget apiBaseUrl="" />);
`,
  'vite.config.js': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
`,
};

const work = mkdtempSync(join(tmpdir(), 'wayfare-partner-'));
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
let server;
try {
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  for (const name of packed)
    run('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', name));
  const appDir = join(work, 'app');
  mkdirSync(appDir);
  const wayfare = Object.fromEntries(
    readdirSync(tarballs).map((file) => [
      `@wayfare/${file.replace(/^wayfare-(.+)-\d+\.\d+\.\d+\.tgz$/, '$1')}`,
      `file:${join(tarballs, file)}`,
    ]),
  );
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({
      name: 'partner-app',
      private: true,
      type: 'module',
      dependencies: { ...wayfare, ...peers },
      devDependencies: {
        vite: rootManifest.devDependencies.vite,
        '@vitejs/plugin-react': rootManifest.devDependencies['@vitejs/plugin-react'],
      },
    }),
  );
  for (const [file, text] of Object.entries(app)) writeFileSync(join(appDir, file), text);
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], appDir);
  run(join(appDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], appDir);

  server = spawn(
    join(appDir, 'node_modules/.bin/vite'),
    ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: appDir, stdio: 'ignore' },
  );
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: testRunChromiumArgs,
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (let tries = 0; ; tries += 1) {
      try {
        await page.goto(`http://127.0.0.1:${port}/`);
        break;
      } catch (error) {
        if (tries === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const search = { name: 'Find a vacation rental', level: 1 };
    for (const part of ['React widget', 'Custom element'])
      await page
        .getByRole('region', { name: part })
        .getByRole('heading', search)
        .waitFor({ timeout: 15_000 });
    if (errors.length > 0) throw new Error(`The partner's page threw: ${errors.join('; ')}`);
  } finally {
    await browser.close();
  }
  console.log(
    `Partner install: ${packed.length} packed packages and their peers installed outside the workspace; the React widget and <wayfare-homes-booking> both show their search.`,
  );
} finally {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
}
