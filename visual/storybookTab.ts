import { test as base, type Browser, type Page } from '@playwright/test';
import type { StoryOutcome } from './storyOutcome';
import type { StoryCheck, Tenant } from './storyPlan';

/** One Storybook preview per worker, with the tenant it was opened on. */
export interface StorybookTab {
  readonly page: Page;
  /** The tenant the preview was opened with (a user global: it outlives a change of story). */
  tenant: Tenant | undefined;
}

/** How long one render may take, play function and axe included. */
const renderTimeoutMs = 30_000;

interface OutcomeWindow {
  __wayfareStoryOutcome?: (storyId: string) => Promise<StoryOutcome>;
  __wayfareForgetOutcomes?: () => void;
}

/**
 * Runs in the preview before its own scripts: when Storybook creates its channel, listen to it for
 * how each render ends (storyFinished carries the play's status and the axe report of
 * addon-a11y's afterEach; the exception events carry the messages), so that the render the
 * screenshot is taken of is also the one whose play and axe check are judged.
 */
function listenToStoryChannel() {
  interface Channel {
    on(event: string, listener: (payload: never) => void): void;
  }
  interface Report {
    type: string;
    status: string;
    result?: {
      violations?: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[];
    };
  }
  const outcomes = new Map<string, StoryOutcome>();
  const waiting = new Map<string, (outcome: StoryOutcome) => void>();
  let errors: string[] = [];
  const message = (error: { message?: string; name?: string }) =>
    `${error.name ?? 'Error'}: ${error.message ?? 'no message'}`;

  const settle = (outcome: StoryOutcome) => {
    outcomes.set(outcome.storyId, outcome);
    waiting.get(outcome.storyId)?.(outcome);
    waiting.delete(outcome.storyId);
    errors = [];
  };
  const listen = (channel: Channel) => {
    channel.on('playFunctionThrewException', (error: { message?: string; name?: string }) =>
      errors.push(message(error)),
    );
    channel.on('storyThrewException', (error: { message?: string; name?: string }) =>
      errors.push(message(error)),
    );
    channel.on('unhandledErrorsWhilePlaying', (unhandled: { message?: string; name?: string }[]) =>
      errors.push(...unhandled.map((error) => `unhandled ${message(error)}`)),
    );
    channel.on('storyErrored', (error: { title?: string; description?: string }) =>
      errors.push(`${error.title ?? 'Story error'}: ${error.description ?? ''}`),
    );
    channel.on(
      'storyFinished',
      (finished: { storyId: string; status: StoryOutcome['status']; reporters: Report[] }) => {
        const failed = finished.reporters.filter((report) => report.status === 'failed');
        settle({
          storyId: finished.storyId,
          status: finished.status,
          errors,
          violations: failed
            .filter((report) => report.type === 'a11y')
            .flatMap((report) => report.result?.violations ?? [])
            .map((violation) => ({
              rule: violation.id,
              impact: violation.impact ?? 'unknown',
              help: violation.help,
              targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
            })),
          failedReports: failed
            .filter((report) => report.type !== 'a11y')
            .map((report) => report.type),
        });
      },
    );
  };

  let current: Channel | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: Channel) => {
      current = channel;
      listen(channel);
    },
  });
  const page = window as OutcomeWindow;
  page.__wayfareStoryOutcome = (storyId) =>
    new Promise((resolve) => {
      const known = outcomes.get(storyId);
      if (known) resolve(known);
      else waiting.set(storyId, resolve);
    });
  page.__wayfareForgetOutcomes = () => {
    outcomes.clear();
    errors = [];
  };
}

/**
 * A browser context for the built Storybook as the story pass sees it, with the channel listener
 * in place: every page opened in it reports how each render ends.
 */
export async function openStorybookTab(browser: Browser, baseURL: string | undefined) {
  const probe = await browser.newPage();
  const userAgent = await probe.evaluate(() => navigator.userAgent);
  await probe.close();
  const context = await browser.newContext({
    // Storybook's own test-runner signal: the preview then pauses animations at their end
    // state instead of waiting up to 5 s for them to finish after every play.
    userAgent: `${userAgent} StorybookTestRunner`,
    ...(baseURL !== undefined && { baseURL }),
    deviceScaleFactor: 1,
    // With reduced motion the theme moves nothing, so every screenshot is of a settled page.
    reducedMotion: 'reduce',
  });
  await context.addInitScript(listenToStoryChannel);
  return { context, tab: { page: await context.newPage(), tenant: undefined } as StorybookTab };
}

/**
 * One Storybook preview per worker, moved from story to story the way the Storybook UI does it
 * (over its channel): loading the preview afresh for each of the thousand checks took most of the
 * run.
 */
export const test = base.extend<object, { storybook: StorybookTab }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const { context, tab } = await openStorybookTab(browser, workerInfo.project.use.baseURL);
      await use(tab);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The story the preview shows: selecting it again would not render it again. */
const shownStory = (page: Page) =>
  page.evaluate(
    () =>
      (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.id,
  );

/** How long the shot waits for a photo: a story may show one that never arrives. */
const photoWaitMs = 5000;

/**
 * Runs in the preview after a render, in one call (each call to the page, and each frame waited,
 * is paid once per story): the fonts in, every photo in the shot arrived (lazy or not: whether one
 * had arrived yet made shots differ by run), and the page at its top. A full-page shot leaves the
 * page scrolled to the top, so a second shot of a story whose play scrolled would differ from the
 * first wherever a fixed or sticky block sits (a dialog, the checkout's price details).
 */
async function settleForTheShot(waitMs: number): Promise<void> {
  await document.fonts.ready;
  const giveUpAt = performance.now() + waitMs;
  for (;;) {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const pending = images.filter((image) => !image.complete);
    const left = giveUpAt - performance.now();
    // A photo that never arrives (a slow or failing one) is shot as it is.
    if (pending.length === 0 || left <= 0) break;
    await Promise.race([
      Promise.all(
        pending.map(
          (image) =>
            new Promise((settled) => {
              image.addEventListener('load', settled, { once: true });
              image.addEventListener('error', settled, { once: true });
            }),
        ),
      ),
      new Promise((timeUp) => setTimeout(timeUp, left)),
    ]);
  }
  if (window.scrollX === 0 && window.scrollY === 0) return;
  window.scrollTo(0, 0);
  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
}

/**
 * Renders a story as in a fresh browser (no cookie, nothing stored, at the top of the page) and
 * waits until its play function (unless the check says not to play it) and axe check have run,
 * every font and photo in place.
 */
export async function renderStory(
  tab: StorybookTab,
  { story, tenant, play }: Pick<StoryCheck, 'story' | 'tenant' | 'play'>,
): Promise<StoryOutcome> {
  const storyId = story.id;
  const { page } = tab;
  await page.context().clearCookies();
  if (tab.tenant !== undefined) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      window.scrollTo(0, 0);
      (window as OutcomeWindow).__wayfareForgetOutcomes?.();
    });
  }
  // Storybook's embed mode renders a story without playing it; the preview reads it from the
  // address at each render.
  const embed = play ? '' : '&embed=true';
  if (tab.tenant !== tenant || (await shownStory(page)) === storyId) {
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=tenant:${tenant}${embed}`);
    tab.tenant = tenant;
  } else {
    await page.evaluate(
      ([id, embedded]) => {
        const address = new URL(window.location.href);
        address.searchParams.set('id', id);
        if (embedded) address.searchParams.set('embed', 'true');
        else address.searchParams.delete('embed');
        window.history.replaceState(window.history.state, '', address);
        const channel = (
          window as {
            __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, data: unknown) => void };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      },
      [storyId, !play] as const,
    );
  }
  const outcome = await page.evaluate(
    ([id, timeout]) =>
      Promise.race([
        (window as OutcomeWindow).__wayfareStoryOutcome?.(id),
        new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new Error(`The story did not finish within ${timeout} ms.`)),
            timeout,
          ),
        ),
      ]),
    [storyId, renderTimeoutMs] as const,
  );
  if (!outcome) throw new Error('The preview has no story listener: was the init script added?');
  await page.evaluate(settleForTheShot, photoWaitMs);
  return outcome;
}
