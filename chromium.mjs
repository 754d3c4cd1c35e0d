// Every browser run of the project (story tests, visual regression, e2e, Lighthouse) uses
// Debian's Chromium with these flags; nothing downloads a browser of its own.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The Chromium binary: CHROME_PATH when set, else Debian's. */
export const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a closed network: without the background-networking ones Chromium floods it with refused connections. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

/**
 * The features Playwright disables in every Chromium it launches (its chromiumSwitches), read from
 * the installed playwright-core: Chromium obeys only the last `--disable-features` switch, so a
 * run that disables one more feature names Playwright's again, whatever its version.
 */
function playwrightDisabledFeatures() {
  const bundle = readFileSync(
    createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
    'utf8',
  );
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  const features = [...(list ?? '').matchAll(/^\s*"(\w+)"/gm)].map(([, feature]) => feature);
  if (features.length === 0)
    throw new Error(
      "chromium.mjs: playwright-core's default --disable-features list was not found; read how this version sets it.",
    );
  return features;
}

/**
 * The test runs' flags (story pass, journeys, partner install), not the benchmark's: on CI's two
 * busy cores, the GPU process's compositing moved into the browser process and V8's garbage
 * collection kept on the thread that needs it took a tenth off a story subset (Pages/Homes/
 * CheckoutPage, 207 renders, alternating runs: 207–279 s plain, 209–215 s with them), with the
 * same pixels; over a whole CI run the gain is smaller than the machine's day-to-day variation.
 */
export const testRunChromiumArgs = [
  ...chromiumArgs,
  '--in-process-gpu',
  '--js-flags=--single-threaded-gc',
  // Partial raster redraws only the part of a tile that changed, and where an edge crosses that
  // part its anti-aliasing depends on what was drawn before: the same story's shot differed from
  // run to run (the checkout error dialogs' round icon, 126 of the flight checkout's 179 shots in
  // one run, fewer in the next). Tiles drawn whole give the same pixels every run (43 shots equal,
  // 135 within the tolerance and one not in each of two runs), so a baseline taken once is matched
  // byte for byte and never decoded.
  '--disable-partial-raster',
  // Headless Chromium builds the address bar's suggestion popups (two WebUI pages) in every new
  // window, and a journey opens one per test: without them a subset of the journeys (19, desktop)
  // used a sixth less CPU (230 s to 171–195 s).
  `--disable-features=${[...playwrightDisabledFeatures(), 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];
