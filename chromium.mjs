// Every browser run of the project (story tests, visual regression, e2e, Lighthouse) uses
// Debian's Chromium with these flags; nothing downloads a browser of its own.

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
];
