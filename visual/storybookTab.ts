import { test as base, type Browser, type Page } from '@playwright/test';
import { hideFullPageShotsFromThePage } from './fullPageShotGuard';
import type { StoryOutcome } from './storyOutcome';
import type { StoryCheck, Tenant } from './storyPlan';

/** One Storybook preview per worker, with the tenant it was opened on. */
export interface StorybookTab {
  readonly page: Page;
  /** The tenant the preview was opened with (a user global: it outlives a change of story). */
  tenant: Tenant | undefined;
}

/** What a story's render waits for, and at most how long. */
interface RenderWaits {
  /** The render, its play function and axe check included. */
  readonly renderMs: number;
  /** A photo in the shot: a story may show one that never arrives. */
  readonly photoMs: number;
  /**
   * The requests in flight when the render ends, for a story rendered without its play: nothing
   * waited for its data, and a story whose data never arrives (a loading state) is shot as it is.
   */
  readonly dataMs?: number;
}

interface OutcomeWindow {
  /** Shows a story in the preview as a fresh browser would, and settles it for its shot. */
  __wayfareShowStory?: (
    storyId: string,
    embedded: boolean,
    waits: RenderWaits,
  ) => Promise<StoryOutcome | 'shown already'>;
  /** How the render of the story the preview opened on ended, settled for its shot. */
  __wayfareStoryOutcome?: (storyId: string, waits: RenderWaits) => Promise<StoryOutcome>;
  /** Forgets the page's storage and scroll, as a fresh browser would have none. */
  __wayfareForgetState?: () => void;
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
    emit(event: string, payload: unknown): void;
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

  // Storybook's highlight (what the a11y panel and the measure tool draw over a story) is reset at
  // each story's loading phase, and from then on, at every change to the story's markup, it reads
  // the computed style of every element on the page: a tenth of the checkout stories' pass. The
  // pass has no panel to highlight from, so it never starts here (it checks this flag first).
  Object.assign(globalThis, { __STORYBOOK_HIGHLIGHT_INITIALIZED: true });

  let current: Channel | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: Channel) => {
      current = channel;
      listen(channel);
    },
  });
  const finished = (storyId: string, timeoutMs: number) =>
    new Promise<StoryOutcome>((resolve, reject) => {
      const known = outcomes.get(storyId);
      if (known) return resolve(known);
      waiting.set(storyId, resolve);
      setTimeout(
        () => reject(new Error(`The story did not finish within ${timeoutMs} ms.`)),
        timeoutMs,
      );
    });

  // The requests of the story shown: one a previous story left waiting forever is not its own.
  let requestsInFlight = new Set<object>();
  const pageFetch = window.fetch.bind(window);
  window.fetch = (...request) => {
    const ofTheStory = requestsInFlight;
    const inFlight = {};
    ofTheStory.add(inFlight);
    return pageFetch(...request).finally(() => ofTheStory.delete(inFlight));
  };
  const nextFrames = () =>
    new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  /** Until no request is in flight, and the page has drawn what the last one brought. */
  async function dataArrived(dataMs: number): Promise<void> {
    const giveUpAt = performance.now() + dataMs;
    while (requestsInFlight.size > 0 && performance.now() < giveUpAt) {
      await new Promise((later) => setTimeout(later, 10));
      if (requestsInFlight.size === 0) await nextFrames();
    }
  }

  // When a font last arrived. A page measures its text when it renders, and a font arriving
  // later changes the text's width: MUI's tabs then move their indicator only after a 166 ms
  // debounce (a fresh preview's first stories drew it 90 px or 90.52 px wide from run to run).
  // Only a face's first arrival counts: each story's CSS baseline adds its style sheet again, and
  // Chromium then loads the faces it has already from memory (done within a few milliseconds),
  // which would hold every story's shot for the whole wait.
  let fontArrivedAt = Number.NEGATIVE_INFINITY;
  const arrivedFaces = new Set<string>();
  document.fonts.addEventListener('loadingdone', (event) => {
    const faces = event.fontfaces.map(
      (face) => `${face.family} ${face.style} ${face.weight} ${face.unicodeRange}`,
    );
    if (faces.some((face) => !arrivedFaces.has(face))) fontArrivedAt = performance.now();
    for (const face of faces) arrivedFaces.add(face);
  });
  /** Until what measured the text before a font arrived has measured it again. */
  const remeasureMs = 250;

  /**
   * The fonts in and the text measured with them, every photo in the shot arrived (lazy or not:
   * whether one had arrived yet made shots differ by run), and the page at its top. A full-page
   * shot leaves the page scrolled to the top, so a second shot of a story whose play scrolled
   * would differ from the first wherever a fixed or sticky block sits (a dialog, the checkout's
   * price details).
   */
  async function settleForTheShot(photoMs: number): Promise<void> {
    await document.fonts.ready;
    const sinceFont = performance.now() - fontArrivedAt;
    if (sinceFont < remeasureMs)
      await new Promise((later) => setTimeout(later, remeasureMs - sinceFont));
    const giveUpAt = performance.now() + photoMs;
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
    await nextFrames();
  }

  const storyOutcome = async (storyId: string, waits: RenderWaits) => {
    const outcome = await finished(storyId, waits.renderMs);
    if (waits.dataMs !== undefined) await dataArrived(waits.dataMs);
    await settleForTheShot(waits.photoMs);
    return outcome;
  };
  const forgetState = () => {
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo(0, 0);
    outcomes.clear();
    errors = [];
    requestsInFlight = new Set();
  };
  const page = window as OutcomeWindow;
  page.__wayfareStoryOutcome = storyOutcome;
  page.__wayfareForgetState = forgetState;
  page.__wayfareShowStory = async (storyId, embedded, waits) => {
    forgetState();
    const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } })
      .__STORYBOOK_PREVIEW__;
    // Selecting the story shown again would not render it again.
    if (preview?.currentRender?.id === storyId) return 'shown already';
    // Storybook's embed mode renders a story without playing it; the preview reads it from the
    // address at each render.
    const address = new URL(window.location.href);
    address.searchParams.set('id', storyId);
    if (embedded) address.searchParams.set('embed', 'true');
    else address.searchParams.delete('embed');
    window.history.replaceState(window.history.state, '', address);
    current?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    return storyOutcome(storyId, waits);
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
  await context.addInitScript(hideFullPageShotsFromThePage);
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

/** How long a render may take, and a photo in its shot. */
const playedWaits: RenderWaits = { renderMs: 30_000, photoMs: 5000 };
const unplayedWaits: RenderWaits = { ...playedWaits, dataMs: 2000 };

/**
 * Renders a story as in a fresh browser (no cookie, nothing stored, at the top of the page) and
 * waits until its play function (unless the check says not to play it) and axe check have run,
 * every font and photo in place. Moving to another story is one call to the page: each call is
 * paid once per story.
 */
export async function renderStory(
  tab: StorybookTab,
  { story, tenant, play }: Pick<StoryCheck, 'story' | 'tenant' | 'play'>,
): Promise<StoryOutcome> {
  const { page } = tab;
  const waits = play ? playedWaits : unplayedWaits;
  await page.context().clearCookies();
  if (tab.tenant === tenant) {
    const shown = await page.evaluate(
      ([id, embedded, renderWaits]) =>
        (window as OutcomeWindow).__wayfareShowStory?.(id, embedded, renderWaits),
      [story.id, !play, waits] as const,
    );
    if (shown === undefined)
      throw new Error('The preview has no story listener: was the init script added?');
    if (shown !== 'shown already') return shown;
  } else if (tab.tenant !== undefined) {
    await page.evaluate(() => (window as OutcomeWindow).__wayfareForgetState?.());
  }
  // A change of tenant (a user global, read when the preview opens) or the story shown already.
  const embed = play ? '' : '&embed=true';
  await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=tenant:${tenant}${embed}`);
  tab.tenant = tenant;
  const outcome = await page.evaluate(
    ([id, renderWaits]) => (window as OutcomeWindow).__wayfareStoryOutcome?.(id, renderWaits),
    [story.id, waits] as const,
  );
  if (!outcome) throw new Error('The preview has no story listener: was the init script added?');
  return outcome;
}
