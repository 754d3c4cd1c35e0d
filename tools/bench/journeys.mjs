import { gzipSync } from 'node:zlib';

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

/** The longest task that started between `from` and `until` (the page's clock), in ms; 0 when none. */
async function longestTaskBetween(page, from, until = Infinity) {
  const tasks = await page.evaluate(() => window.benchLongTasks);
  return Math.max(
    0,
    ...tasks
      .filter((task) => task.start >= from && task.start < until)
      .map((task) => task.duration),
  );
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
  const ms = (await confirmedAt.jsonValue()) - (await page.evaluate(() => window.benchClickedAt));
  const reloaded = await reloadFigures(page);
  await context.close();
  return { ms, reloaded };
}

/**
 * The confirmation as a cardholder who reloads it sees it: its reservation is in the tab's session
 * storage, which Lighthouse (a tab of its own) cannot have, so the figures come from this tab:
 * first-load JS, LCP and CLS from the page's own observers, and the blocking time of its long
 * tasks (Lighthouse's TBT counts those after the first paint only).
 */
async function reloadFigures(page) {
  const bodies = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.body().catch(() => Buffer.alloc(0)));
  };
  page.on('response', onResponse);
  // A first load: nothing from the HTTP cache the booking filled.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload({ waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const scripts = await Promise.all(bodies);
  const figures = await page.evaluate(async () => {
    // Buffered entries arrive at once; a page with no layout shift reports none, hence the wait.
    const read = (type) =>
      new Promise((done) => {
        new PerformanceObserver((list) => done(list.getEntries())).observe({
          type,
          buffered: true,
        });
        setTimeout(() => done([]), 1000);
      });
    const [paints, shifts] = await Promise.all([
      read('largest-contentful-paint'),
      read('layout-shift'),
    ]);
    return {
      lcp: paints.at(-1)?.startTime ?? 0,
      cls: shifts
        .filter((shift) => !shift.hadRecentInput)
        .reduce((sum, shift) => sum + shift.value, 0),
      tbt: window.benchLongTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    };
  });
  return {
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    ...figures,
  };
}

/**
 * Presses `target` as a cardholder does: scrolled into view, the pointer brought onto it and left
 * there a second (the rows the scroll brings, the hover's styles), then pressed: down, and up a
 * tenth of a second later, as a finger or a mouse button is held. Playwright's own click runs its
 * target checks in the page, inside the page's event tasks, and a bare `page.mouse.click()` hands
 * the move, the press and the release to Chromium at once, which runs them in one task: neither
 * is what a cardholder's press costs. The target is found before the clock starts: finding an
 * element by its role and name is Playwright's code in the page, a long task of its own at 4×
 * beside a list of cards. Answers the page's clock when the scroll started and when the press did.
 */
async function pressInView(page, target) {
  const element = await target.elementHandle(slow);
  const scrolledAt = await pageNow(page);
  await element.scrollIntoViewIfNeeded(slow);
  await page.waitForTimeout(1000);
  const box = await element.boundingBox();
  if (!box) throw new Error(`${String(target)} has no box to press`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(1000);
  const pressedAt = await pageNow(page);
  await page.mouse.down();
  await page.waitForTimeout(100);
  await page.mouse.up();
  await element.dispose();
  return { scrolledAt, pressedAt };
}

/**
 * Waits until no button says `text`, with a check that costs the page nothing (a locator's
 * `waitFor` polls by role and name, each poll a long task at 4× beside a list of cards).
 */
const noButtonSays = (page, text) =>
  page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('button')].every((button) => button.textContent !== text),
    text,
    { polling: 100, ...slow },
  );

/** The longest task of a press, and of the scroll that brought its target into view. */
async function pressFigures(page, { scrolledAt, pressedAt }) {
  return {
    press: await longestTaskBetween(page, pressedAt),
    scroll: await longestTaskBetween(page, scrolledAt, pressedAt),
  };
}

/** "Show more homes" until `cards` results are loaded; the last press's figures. */
async function showMoreUntil(page, cards) {
  const showMore = page.getByRole('button', { name: 'Show more homes' });
  let last;
  for (let loaded = 10; loaded < cards; loaded += 10) {
    if (loaded + 10 < cards) await showMore.click(slow);
    else last = await pressInView(page, showMore);
    await noButtonSays(page, 'Loading more homes…');
  }
  // The last page's cards are drawn once the button is back (or gone, at the end of the list).
  await page.waitForTimeout(1000);
  return last;
}

/**
 * "Show more homes" until `cards` results are loaded, on a phone's CPU (4× slower): the longest
 * task of the press that reaches them, and of the scroll to the button before it.
 */
export async function showMoreLongestTask(browser, url, cards) {
  const { context, page } = await newPage(browser, { cpuSlowdown: 4 });
  await page.goto(url);
  const figures = await pressFigures(page, await showMoreUntil(page, cards));
  await context.close();
  return figures;
}

/**
 * Every one of `url`'s 500 results on the map, on a phone's CPU: the longest task of selecting a
 * listing's own pin (not a cluster's count), and of the scroll that brought it into view.
 */
export async function selectPinLongestTask(browser, url, cards) {
  const { context, page } = await newPage(browser, { cpuSlowdown: 4 });
  await page.goto(url);
  await showMoreUntil(page, cards);
  await page.getByRole('button', { name: 'Map' }).click(slow);
  const pin = page.locator('.wayfare-price-pill:not(.wayfare-cluster-pill)').first();
  await pin.waitFor(slow);
  await page.waitForTimeout(1000);
  const pressed = await pressInView(page, pin);
  await page.waitForTimeout(1000);
  const figures = await pressFigures(page, pressed);
  await context.close();
  return figures;
}

/**
 * The flight list at 300 flights, 200 of them shown, on a phone's CPU (issue 17: "without a
 * visible pause"): the longest task of sorting it by price from the keyboard (the sort is the
 * browser's select: Arrow Down moves from Best to Price and changes it, with no code of
 * Playwright's in the page's task), then of pressing Non-stop only; and of the scroll that brought
 * the filters into view between them. `press` is the longer of the two, and each is given too.
 */
export async function flightListLongestTask(browser, url) {
  const { context, page } = await newPage(browser, { cpuSlowdown: 4 });
  await page.goto(url);
  const list = page.getByRole('list', { name: 'Flights' });
  await list.waitFor(slow);
  for (let shown = 10; shown < 200; shown += 10)
    await page.getByRole('button', { name: 'Show more flights' }).click(slow);
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await sortBy.focus();
  await page.waitForTimeout(1000);
  const sortedAt = await pageNow(page);
  await page.keyboard.press('ArrowDown');
  await page.waitForURL(/[?&]sort=price/, slow);
  await page.waitForTimeout(1000);
  const sortedUntil = await pageNow(page);
  // The filter lives in the address: on a slowed CPU the radio is checked once the address
  // changes, after the press.
  const filtered = await pressInView(page, page.getByRole('radio', { name: 'Non-stop only' }));
  await page.waitForURL(/[?&]stops=none/, slow);
  await page.waitForTimeout(1000);
  const sort = await longestTaskBetween(page, sortedAt, sortedUntil);
  const { press, scroll } = await pressFigures(page, filtered);
  await context.close();
  return { press: Math.max(sort, press), sort, filter: press, scroll };
}
