import { gzipSync } from 'node:zlib';

/**
 * Gzip bytes of every script a page loads until the network is idle: the JavaScript a cardholder
 * waits for before the page is theirs. With `kinds`, other resources too (style sheets).
 *
 * `shows(page)` is a locator for what the page is there to show (its heading, its list): a page
 * that failed (an error page, a route whose code never came) loads less and would pass its budget,
 * so the figure is taken only once that is visible, and the bench stops when it never is.
 */
export async function firstLoadScripts(browser, url, shows, kinds = ['script']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (kinds.includes(response.request().resourceType()))
      bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const shown = shows(page);
  await shown.waitFor({ timeout: 30_000 }).catch(async () => {
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300);
    throw new Error(`${url} never showed ${String(shown)}; the page says: ${text}`);
  });
  const scripts = await Promise.all(bodies);
  await context.close();
  return {
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    files: scripts.length,
  };
}
