// The bench's timed journeys, in Playwright's Chromium at desktop width: what a cardholder does
// after the first load.

const slow = { timeout: 30_000 };

/** Records, in the page, every long task (over 50 ms) from the first script on. */
const recordLongTasks = () => {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function newPage(browser, { cpuSlowdown = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(recordLongTasks);
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  return { context, page };
}

/** The longest task that started after `since` (the page's clock), in ms; 0 when none. */
async function longestTaskSince(page, since) {
  const tasks = await page.evaluate(() => window.benchLongTasks);
  return Math.max(0, ...tasks.filter((task) => task.start >= since).map((task) => task.duration));
}

const pageNow = (page) => page.evaluate(() => performance.now());

/**
 * Books the stay at `checkoutPath` (a scenario whose fulfil succeeds on its first poll) with the
 * saved Visa and no rewards; answers the time from the click on Confirm and Book to the
 * confirmation's heading, as the page's clock measures it, and the browser session it booked in.
 */
export async function confirmAndBook(browser, baseUrl, checkoutPath) {
  const { context, page } = await newPage(browser);
  await page.goto(`${baseUrl}${checkoutPath}`);
  await page.getByRole('button', { name: 'Save & Continue' }).click(slow);
  const main = page.getByRole('main');
  const visa = main.getByRole('radio', { name: /^Visa ending in / }).first();
  await visa.waitFor(slow);
  await main.getByRole('radio', { name: 'Do not apply rewards' }).check(slow);
  await visa.check(slow);
  const book = page.getByRole('button', { name: 'Confirm and Book' });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Confirm and Book' && !button.disabled,
      ),
    undefined,
    slow,
  );
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        window.benchClickedAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await book.click();
  const confirmedAt = await page.waitForFunction(
    () =>
      [...document.querySelectorAll('h1')].some((h1) => h1.textContent === 'Booking Confirmation')
        ? performance.now()
        : false,
    undefined,
    { polling: 'raf', ...slow },
  );
  const elapsed =
    (await confirmedAt.jsonValue()) - (await page.evaluate(() => window.benchClickedAt));
  const result = { ms: elapsed, path: new URL(page.url()).pathname + new URL(page.url()).search };
  result.cookies = await context.cookies();
  await context.close();
  return result;
}

/**
 * "Show more homes" until `cards` results are loaded, on a phone's CPU (4× slower): the longest
 * task of the click that reaches them.
 */
export async function showMoreLongestTask(browser, url, cards) {
  const { context, page } = await newPage(browser, { cpuSlowdown: 4 });
  await page.goto(url);
  const showMore = page.getByRole('button', { name: 'Show more homes' });
  let longest = 0;
  for (let loaded = 10; loaded < cards; loaded += 10) {
    await showMore.waitFor(slow);
    const since = await pageNow(page);
    await showMore.click();
    await page.getByRole('button', { name: 'Loading more homes…' }).waitFor({ state: 'hidden' });
    await showMore.waitFor(slow);
    await page.waitForTimeout(300);
    if (loaded + 10 >= cards) longest = await longestTaskSince(page, since);
  }
  await context.close();
  return longest;
}

/** The map of `url`'s results on a phone's CPU: the longest task of selecting one of its pins. */
export async function selectPinLongestTask(browser, url) {
  const { context, page } = await newPage(browser, { cpuSlowdown: 4 });
  await page.goto(url);
  await page.getByRole('button', { name: 'Map' }).click(slow);
  const pin = page.locator('.leaflet-marker-icon').first();
  await pin.waitFor(slow);
  await page.waitForTimeout(1000);
  const since = await pageNow(page);
  await pin.click();
  await page.waitForTimeout(1000);
  const longest = await longestTaskSince(page, since);
  await context.close();
  return longest;
}
