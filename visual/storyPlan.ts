import { storyEntries, type IndexEntry } from './storyIndex';

export type Tenant = 'consumer' | 'corporate';

/** spec: platform §9 "mobile breakpoint 960 px": one width on each side of it. */
export const widths = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export type Width = keyof typeof widths;

/** One check: a story rendered once at one width on one tenant, then played, axe-checked and shot. */
export interface StoryCheck {
  readonly story: IndexEntry;
  readonly width: Width;
  readonly tenant: Tenant;
  /** The test's title, also what the report lists. */
  readonly title: string;
  /** The committed baseline's file name. */
  readonly baseline: string;
  /** Whether the story's play function runs: a desktop flow is shown at mobile width as rendered. */
  readonly play: boolean;
  /** A product defect this check finds today: the run expects it to fail, and fails when it passes. */
  readonly knownDefect?: string;
}

/**
 * Plays that fail today on a defect of the product, not of the story, by story id. Each stays a
 * live check: it must fail, so that the fix, which makes it pass, also removes it from here.
 */
const knownDefects: Readonly<Record<string, string>> = {};

/**
 * A story named for one layout ("Mobile", "Desktop") is checked at that width only: at the other
 * width it is the same page as its sibling story's.
 */
function widthsOf(story: IndexEntry): Width[] {
  if (/mobile/i.test(story.name)) return ['mobile'];
  if (/desktop/i.test(story.name)) return ['desktop'];
  return ['desktop', 'mobile'];
}

/**
 * A story tagged `desktop-play` walks the desktop layout in its play function (its `Mobile…`
 * siblings walk the mobile one): at mobile width it is rendered, axe-checked and shot without it.
 */
const playsAt = (story: IndexEntry, width: Width) =>
  !(width === 'mobile' && story.tags?.includes('desktop-play') && widthsOf(story).length === 2);

/** Whether the story pass plays the story at phone and at desktop width. */
export const playedAtBothWidths = (story: IndexEntry) =>
  widthsOf(story).length === 2 && playsAt(story, 'mobile');

/** Whether the story pass checks the story on both tenants (its file, or itself, tagged `tenants`). */
export const onBothTenants = (story: IndexEntry) => story.tags?.includes('tenants') === true;

/** Every story on the consumer tenant (or its own); those tagged `tenants` on the corporate one too. */
const storiesOn = (tenant: Tenant) =>
  tenant === 'consumer' ? storyEntries : storyEntries.filter(onBothTenants);

/**
 * Every check of the run, grouped by tenant then width so that a worker rarely has to reload its
 * preview (a change of tenant reloads it; a change of width or story does not).
 */
export const storyChecks: readonly StoryCheck[] = (['consumer', 'corporate'] as const).flatMap(
  (tenant) =>
    (['desktop', 'mobile'] as const).flatMap((width) =>
      storiesOn(tenant)
        .filter((story) => widthsOf(story).includes(width))
        .map((story) => {
          const corporate = tenant === 'corporate' ? ' (corporate)' : '';
          return {
            story,
            width,
            tenant,
            title: `${story.title} / ${story.name} @ ${width}${corporate}`,
            baseline: `${story.id}${tenant === 'corporate' ? '--corporate' : ''}--${width}.png`,
            play: playsAt(story, width),
            ...(playsAt(story, width) &&
              knownDefects[story.id] !== undefined && { knownDefect: knownDefects[story.id] }),
          };
        }),
    ),
);
