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
