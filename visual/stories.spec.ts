import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  readonly id: string;
  readonly type: 'story' | 'docs';
  readonly title: string;
  readonly name: string;
  readonly tags?: readonly string[];
}

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

/**
 * Every story on the consumer tenant (or its own), and those tagged `tenants` (the session, header
 * and account screens) on the corporate tenant too: each of their states in both tenants.
 */
function tenantsOf(story: IndexEntry): ('consumer' | 'corporate')[] {
  return story.tags?.includes('tenants') ? ['consumer', 'corporate'] : ['consumer'];
}

for (const story of stories) {
  for (const tenant of tenantsOf(story)) {
    for (const width of widthsOf(story)) {
      const corporate = tenant === 'corporate';
      const title = `${story.title} / ${story.name} @ ${width}${corporate ? ' (corporate)' : ''}`;
      test(title, async ({ page }) => {
        await page.setViewportSize(widths[width]);
        const globals = corporate ? '&globals=tenant:corporate' : '';
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story${globals}`);
        // The story has rendered and its play function has run.
        await page.waitForFunction(() => {
          const phase = (
            window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
          ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
          if (phase === 'errored') throw new Error('The story failed to render.');
          return phase === 'completed' || phase === 'finished';
        });
        await page.evaluate(() => document.fonts.ready);
        const name = `${story.id}${corporate ? '--corporate' : ''}--${width}.png`;
        await expect(page).toHaveScreenshot(name, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  }
}
