import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';

interface IndexEntry {
  readonly id: string;
  readonly type: 'story' | 'docs';
  readonly title: string;
  readonly name: string;
  readonly tags?: readonly string[];
}

type Tenant = 'consumer' | 'corporate';

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** spec: platform §9 "mobile breakpoint 960 px": one width on each side of it. */
const widths = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * A story named for one layout ("Mobile", "Desktop") is shot at that width only: its screenshot at
 * the other width is the same page as its sibling story's.
 */
function widthsOf(story: IndexEntry): (keyof typeof widths)[] {
  if (/mobile/i.test(story.name)) return ['mobile'];
  if (/desktop/i.test(story.name)) return ['desktop'];
  return ['desktop', 'mobile'];
}

/** The stories shot on a tenant: all on the consumer one (or their own), those tagged `tenants` on the corporate one too. */
const storiesOn = (tenant: Tenant) =>
  tenant === 'consumer' ? stories : stories.filter((story) => story.tags?.includes('tenants'));

interface StorybookTab {
  readonly page: Page;
  /** The tenant the preview was opened with (a user global: it outlives a change of story). */
  tenant: Tenant | undefined;
}

/**
 * One Storybook preview per worker, moved from story to story the way the Storybook UI does it
 * (over its channel): loading the preview afresh for each of the thousand shots took most of the
 * run (about 40 of 50 minutes on CI).
 */
const test = base.extend<object, { storybook: StorybookTab }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const context = await browser.newContext({
        ...(baseURL !== undefined && { baseURL }),
        deviceScaleFactor: 1,
        // With reduced motion the theme moves nothing, so every screenshot is of a settled page.
        reducedMotion: 'reduce',
      });
      await use({ page: await context.newPage(), tenant: undefined });
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

async function openStory(tab: StorybookTab, storyId: string, tenant: Tenant) {
  const { page } = tab;
  // Each story starts as in a fresh browser: no cookie, nothing stored, at the top of the page.
  await page.context().clearCookies();
  if (tab.tenant !== undefined) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      window.scrollTo(0, 0);
    });
  }
  if (tab.tenant !== tenant || (await shownStory(page)) === storyId) {
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=tenant:${tenant}`);
    tab.tenant = tenant;
  } else {
    await page.evaluate((id) => {
      const channel = (
        window as {
          __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, data: unknown) => void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
  }
  // The story has rendered and its play function has run.
  await page.waitForFunction((id) => {
    const render = (
      window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
    ).__STORYBOOK_PREVIEW__?.currentRender;
    if (render?.id !== id) return false;
    if (render.phase === 'errored') throw new Error('The story failed to render.');
    return render.phase === 'completed' || render.phase === 'finished';
  }, storyId);
  await page.evaluate(() => document.fonts.ready);
  // Every photo in the shot, lazy or not: whether one had arrived yet made shots differ by run.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
      timeout: 5000,
    })
    // A story may show a photo that never arrives (a slow or failing one): shoot it as it is.
    .catch(() => undefined);
}

// The corporate pass: the session, header and account stories again on the corporate tenant,
// so each of their states is shown in both tenants.
// Width outside story: a worker's next shot is another story, which the channel can switch to.
for (const tenant of ['consumer', 'corporate'] as const) {
  for (const width of ['desktop', 'mobile'] as const) {
    for (const story of storiesOn(tenant).filter((entry) => widthsOf(entry).includes(width))) {
      const corporate = tenant === 'corporate';
      const title = `${story.title} / ${story.name} @ ${width}${corporate ? ' (corporate)' : ''}`;
      test(title, async ({ storybook }) => {
        await storybook.page.setViewportSize(widths[width]);
        await openStory(storybook, story.id, tenant);
        const name = `${story.id}${corporate ? '--corporate' : ''}--${width}.png`;
        await expect(storybook.page).toHaveScreenshot(name, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  }
}
