// pnpm bench: builds the portal and the floor page, then prints for each mounted route the gzip
// size of the JavaScript loaded before interaction and Lighthouse mobile performance, LCP, TBT
// and CLS (median of 3 runs, Debian's Chromium), beside the floor page measured in the same run,
// so the ratios hold on a noisy machine. It reports; it never fails on a figure.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { chromiumArgs, chromiumExecutable } from '../../chromium.mjs';

const runs = 3;
const here = new URL('.', import.meta.url).pathname;
const portalRoot = new URL('../../apps/portal/', import.meta.url).pathname;

/** The portal's mounted routes; the not-found page stands for every other path. */
const portalPaths = [
  { name: '/ (home)', path: '/' },
  { name: '/vacation-rentals/ (results)', path: '/vacation-rentals/?locationName=Tofino%2C+BC' },
  {
    name: '/vacation-rentals/shop/ (listing)',
    path: '/vacation-rentals/shop/?listingId=listing-lakeside-cabin',
  },
  { name: 'any other path (not found)', path: '/no-such-page' },
];

function build() {
  execFileSync('pnpm', ['--filter', '@wayfare/portal', 'build', '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync('pnpm', ['run', 'build:floor', '--logLevel', 'error'], {
    cwd: here,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function serve(root, port) {
  const server = await preview({
    root,
    logLevel: 'silent',
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Gzip bytes of every script the page loads until the network is idle, and the embedded backend's share. */
async function scriptsBeforeInteraction(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await context.close();
  const gzip = (body) => gzipSync(body, { level: 9 }).length;
  return {
    total: scripts.reduce((sum, body) => sum + gzip(body), 0),
    backend: scripts
      .filter((body) => body.includes('mockServiceWorker.js'))
      .reduce((sum, body) => sum + gzip(body), 0),
  };
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    return {
      performance: lhr.categories.performance.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ratio = (value, floor) => (floor > 0 ? ` (×${(value / floor).toFixed(2)})` : '');

build();
const portal = await serve(portalRoot, 4180);
const floor = await serve(`${here}floor`, 4181);
const pages = [
  { name: 'floor page', url: `${floor.url}/` },
  ...portalPaths.map(({ name, path }) => ({ name, url: `${portal.url}${path}` })),
];

try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  for (const page of pages) page.scripts = await scriptsBeforeInteraction(browser, page.url);
  await browser.close();

  // Runs alternate between pages, so a slow moment of the machine hurts them alike.
  for (const page of pages) page.runs = [];
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) page.runs.push(await lighthouseRun(page.url));
  }

  const version = execFileSync(chromiumExecutable, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const [floorPage] = pages;
  const figures = (page) => ({
    js: page.scripts.total,
    performance: median(page.runs.map((run) => run.performance)),
    lcp: median(page.runs.map((run) => run.lcp)),
    tbt: median(page.runs.map((run) => run.tbt)),
    cls: median(page.runs.map((run) => run.cls)),
  });
  const base = figures(floorPage);
  console.log(
    `\nWayfare bench: ${version}, Lighthouse mobile, median of ${runs} runs; ratios against the floor page of the same stack.\n`,
  );
  console.table(
    Object.fromEntries(
      pages.map((page) => {
        const f = figures(page);
        return [
          page.name,
          {
            'JS before interaction (gzip)': `${kb(f.js)}${page === floorPage ? '' : ratio(f.js, base.js)}`,
            'of which embedded backend': kb(page.scripts.backend),
            performance: f.performance.toFixed(2),
            LCP: `${(f.lcp / 1000).toFixed(2)} s${page === floorPage ? '' : ratio(f.lcp, base.lcp)}`,
            TBT: `${Math.round(f.tbt)} ms`,
            CLS: f.cls.toFixed(3),
          },
        ];
      }),
    ),
  );
  console.log(
    'The portal runs here on its embedded backend (MSW and the fixtures), which a build with WAYFARE_API_BASE_URL leaves out.',
  );
} finally {
  await portal.close();
  await floor.close();
}
