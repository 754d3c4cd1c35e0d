import { gzipSync } from 'node:zlib';

/**
 * Gzip bytes of every script a page loads until the network is idle: the JavaScript a cardholder
 * waits for before the page is theirs. With `kinds`, other resources too (style sheets).
 */
export async function firstLoadScripts(browser, url, kinds = ['script']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (kinds.includes(response.request().resourceType()))
      bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await context.close();
  return {
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    files: scripts.length,
  };
}
