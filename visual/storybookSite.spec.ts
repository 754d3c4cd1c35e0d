import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { builtinResolvers, makeFsImporter, parse } from 'react-docgen';
import { docsEntries, storyEntries } from './storyIndex';
import { onBothTenants, playedAtBothWidths } from './storyPlan';

// The built Storybook as a site that designers browse (issue 13): where it opens, the order of its
// sidebar, and docs pages that render, each story block showing its own story.

const slow = { timeout: 15_000 };

/**
 * A docs page renders each of its stories in turn (the fault matrix's 24 take some 20 s on two
 * busy cores), and one whose blocks are framed loads a preview per block: waits on whole docs
 * pages get longer, and their tests time to match.
 */
const wholeDocsPage = { timeout: 45_000 };

interface DocsWindow {
  /**
   * The docs pages rendered so far, and how many story renders are under way (a story can be
   * rendered twice on one page: on top and in the list), from Storybook's channel.
   */
  __wayfareDocs?: { rendered: string[]; rendering: number; lastChange: number };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/** Runs in the preview before its scripts: notes each docs page rendered, each story's phase. */
function noteDocsRenders() {
  const docs = { rendered: [] as string[], rendering: 0, lastChange: 0 };
  (window as DocsWindow).__wayfareDocs = docs;
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on(event: string, listener: (payload: never) => void): void }) {
      channel = value;
      value.on('docsRendered', (id: string) => {
        docs.rendered.push(id);
        docs.lastChange = performance.now();
      });
      // A render starts loading, and ends finished, aborted or errored.
      value.on('storyRenderPhaseChanged', ({ newPhase }: { newPhase: string }) => {
        if (newPhase === 'loading') docs.rendering += 1;
        if (['finished', 'aborted', 'errored'].includes(newPhase)) docs.rendering -= 1;
        docs.lastChange = performance.now();
      });
    },
  });
}

/**
 * One preview per worker showing docs pages, moved from page to page over Storybook's channel as
 * its UI does: loading the preview afresh for each page was three seconds a page.
 */
const test = base.extend<object, { docsTab: Page }>({
  docsTab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...(workerInfo.project.use.baseURL !== undefined && {
          baseURL: workerInfo.project.use.baseURL,
        }),
        reducedMotion: 'reduce',
      });
      await context.addInitScript(noteDocsRenders);
      // A docs page's framed stories are story pages of their own, each checked by the story
      // pass: here each frame gets an empty page, so that only the docs page itself is judged.
      await context.route(/\/iframe\.html\?viewMode=story/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Story</title>' }),
      );
      const page = await context.newPage();
      await page.goto('/iframe.html?viewMode=docs&id=introduction--docs');
      await page.waitForFunction(
        () => (window as DocsWindow).__wayfareDocs?.rendered.includes('introduction--docs'),
        undefined,
        slow,
      );
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ timeout: 90_000 });

/** Shows a docs page over the channel, and waits until it and its inline stories have rendered. */
async function showDocsOnce(page: Page, docsId: string) {
  // After a load, the page the address names renders first: only then is the preview listening.
  await page.waitForFunction(
    () => ((window as DocsWindow).__wayfareDocs?.rendered.length ?? 0) > 0,
    undefined,
    slow,
  );
  await page.evaluate((id) => {
    const docs = (window as DocsWindow).__wayfareDocs;
    if (docs?.rendered.at(-1) === id) return;
    (window as DocsWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
      storyId: id,
      viewMode: 'docs',
    });
  }, docsId);
  await page.waitForFunction(
    (id) => {
      const docs = (window as DocsWindow).__wayfareDocs;
      if (document.body.classList.contains('sb-show-errordisplay')) return true;
      // Its stories start rendering just after the page has: all done, and none started since.
      return (
        docs?.rendered.at(-1) === id &&
        docs.rendering <= 0 &&
        performance.now() - docs.lastChange > 250
      );
    },
    docsId,
    wholeDocsPage,
  );
}

/**
 * Shows a docs page in the preview and waits until it and every story rendered inline on it have
 * finished: the error Storybook displays instead of the page, if any. Storybook reloads the
 * preview when it leaves a page while one of its stories still renders; the page is then shown
 * again in the reloaded preview.
 */
async function showDocs(page: Page, docsId: string): Promise<string | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await showDocsOnce(page, docsId);
      break;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('load');
    }
  }
  return page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.getElementById('error-message')?.textContent ?? 'an error')
      : undefined,
  );
}

test('the site opens on the Introduction, and its sidebar keeps the one hierarchy', async ({
  page,
}) => {
  await page.goto('/');
  // The whole site loads first (its manager, the index, the preview): as long as a docs page.
  await expect(page).toHaveURL(/path=\/docs\/introduction--docs/, wholeDocsPage);
  await expect(
    page
      .frameLocator('#storybook-preview-iframe')
      .getByRole('heading', { level: 1, name: 'Wayfare design system' }),
  ).toBeVisible(wholeDocsPage);

  const sidebar = page.locator('#storybook-explorer-menu');
  const ids = await sidebar
    .locator('[data-item-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-item-id') ?? ''));
  const roots = await sidebar
    .locator('[data-nodetype="root"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-item-id') ?? ''));
  expect(ids[0]).toBe('introduction--docs');
  expect(roots).toEqual(['foundations', 'components', 'patterns', 'pages', 'for-partners']);
  expect(ids.filter((id) => /^pages-[a-z]+$/.test(id))).toEqual([
    'pages-homes',
    'pages-hotels',
    'pages-flights',
    'pages-trips',
    'pages-account',
    'pages-portal',
  ]);
});

for (const docs of docsEntries) {
  test(`docs page ${docs.title} renders, without an error`, async ({ docsTab }) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      // The browser asks every page for a favicon; the preview has none.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
        errors.push(`${message.text()} (${message.location().url})`);
    };
    const onPageError = (error: Error) => errors.push(error.message);
    docsTab.on('console', onConsole);
    docsTab.on('pageerror', onPageError);
    const shownError = await showDocs(docsTab, docs.id);
    docsTab.off('console', onConsole);
    docsTab.off('pageerror', onPageError);
    expect(shownError).toBeUndefined();
    expect(errors).toEqual([]);
  });
}

test("each story block of a page's docs shows its own scenario", async ({ page }) => {
  await page.goto('/iframe.html?viewMode=docs&id=pages-account-travelwalletpage--docs');
  /**
   * The story's own block (the docs page also shows the first story on top), scrolled to. Not with
   * Playwright's scroll: it waits for the block to stand still, and the blocks above it grow as
   * their stories load (on CI's busy cores for longer than it waits).
   */
  const block = async (storyId: string) => {
    await page
      .locator(`#story--${storyId} iframe`)
      .evaluate((frame) => frame.scrollIntoView({ block: 'center' }), undefined, slow);
    return page.frameLocator(`#story--${storyId} iframe`);
  };
  const credits = await block('pages-account-travelwalletpage--credits');
  await expect(credits.getByRole('region', { name: 'Credits' })).toBeVisible(wholeDocsPage);
  await expect(credits.getByText('Something went wrong.')).toHaveCount(0);

  const failed = await block('pages-account-travelwalletpage--failed-no-retry');
  await expect(failed.getByText('Something went wrong.')).toBeVisible(wholeDocsPage);
  await expect(failed.getByRole('region', { name: 'Credits' })).toHaveCount(0);
});

/** What the preview knows of a story once its file is loaded: its play and its own globals. */
interface PreviewStory {
  readonly id: string;
  readonly plays: boolean;
  readonly pinned: readonly string[];
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      cacheAllCSFFiles(): Promise<void>;
      storyIndex: { entries: Record<string, { type: string; importPath: string }> };
      cachedCSFFiles?: Record<string, unknown>;
      storyFromCSFFile(options: { storyId: string; csfFile: unknown }): {
        playFunction?: unknown;
        storyGlobals: Record<string, unknown>;
      };
    };
  };
}

test('every play pins the viewport and tenant it needs, or the pass plays it at both', async ({
  page,
}) => {
  await page.goto('/iframe.html?viewMode=docs&id=introduction--docs');
  await page.waitForFunction(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined,
    undefined,
    slow,
  );
  const stories = await page.evaluate(async () => {
    const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    if (store === undefined) return [];
    await store.cacheAllCSFFiles();
    return Object.entries(store.storyIndex.entries).flatMap(([storyId, entry]): PreviewStory[] => {
      if (entry.type !== 'story') return [];
      const csfFile = store.cachedCSFFiles?.[entry.importPath];
      const story = store.storyFromCSFFile({ storyId, csfFile });
      return [
        {
          id: storyId,
          plays: story.playFunction !== undefined,
          pinned: Object.keys(story.storyGlobals),
        },
      ];
    });
  });
  expect(stories).toHaveLength(storyEntries.length);

  const entryOf = new Map(storyEntries.map((entry) => [entry.id, entry]));
  const faults = stories.flatMap(({ id, plays, pinned }) => {
    const entry = entryOf.get(id);
    if (entry === undefined) return [`${id}: not in the index`];
    const tenantPinned = pinned.includes('tenant');
    return [
      ...(plays && !pinned.includes('viewport') && !playedAtBothWidths(entry)
        ? [`${id}: its play runs at one width, and does not pin the viewport`]
        : []),
      ...(plays && !tenantPinned && !onBothTenants(entry)
        ? [`${id}: its play runs on one tenant, and does not pin the tenant`]
        : []),
      // The pass opens it on each tenant in turn: a pinned tenant would shoot one tenant twice.
      ...(tenantPinned && onBothTenants(entry)
        ? [`${id}: tagged \`tenants\` but pins its tenant`]
        : []),
    ];
  });
  expect(faults).toEqual([]);
});

/** The files of the ui components that stories show: each is a prop table on its docs page. */
const uiComponentFiles = [
  ...new Set(
    storyEntries.flatMap(({ componentPath }) =>
      componentPath?.startsWith('./packages/ui/') ? [componentPath] : [],
    ),
  ),
].sort();

// Read as Storybook reads them (react-docgen, the exported components, imported types followed).
for (const file of uiComponentFiles) {
  test(`every prop of ${file} has a description`, () => {
    const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
    const components = parse(readFileSync(path, 'utf8'), {
      filename: path,
      resolver: new builtinResolvers.FindExportedDefinitionsResolver(),
      importer: makeFsImporter(),
    });
    const undescribed = components.flatMap((component) =>
      Object.entries(component.props ?? {})
        .filter(([, prop]) => !prop.description?.trim())
        .map(([name]) => `${component.displayName ?? 'component'}.${name}`),
    );
    expect(components.length).toBeGreaterThan(0);
    expect(undescribed).toEqual([]);
  });
}
