import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@wayfare/test-kit/playwright';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { isMobileProject, listingName, slow } from './partnerPages';

/** The plain page's element shows this stay; the travel desk opens on it from its address. */
const travelDeskListing =
  '/travel/vacation-rentals/shop/?listingId=listing-lakeside-cabin&fromDate=2026-07-21&untilDate=2026-07-24&adultsCount=2';

/**
 * The partner's frame around the widget, at the same place and width on both pages: the pages
 * differ in their margins and line heights, and a frame starting at a fraction of a pixel lays
 * text out on another pixel grid. Any difference left is the widget's.
 */
const sameFrame = (width: number) =>
  `.club-booking { position: absolute; top: 0; left: 0; margin: 0; width: ${width}px; max-width: none; box-sizing: content-box; z-index: 1; }`;

/** At most this share of the pixels may differ: anti-aliasing, never a moved or restyled block. */
const maxDifferingShare = 0.001;

/** Writes a shot beside the test's results, for the report of a failed comparison. */
async function writeShot(path: string, image: PNG): Promise<string> {
  await writeFile(path, PNG.sync.write(image));
  return path;
}

/** The listing as the widget shows it, every photo and font in: its screenshot. */
async function listingShot(page: Page, widget: Locator, frameWidth: number): Promise<PNG> {
  await page.addStyleTag({ content: sameFrame(frameWidth) });
  await expect(widget.getByRole('heading', { level: 1, name: listingName })).toBeVisible(slow);
  // The map loads as it comes into view.
  await widget.getByRole('region', { name: 'Location' }).scrollIntoViewIfNeeded();
  await expect(widget.locator('.leaflet-container')).toBeVisible(slow);
  await widget.locator('img').evaluateAll((images: HTMLImageElement[]) =>
    Promise.all(
      images.map((image) => {
        image.loading = 'eager';
        // A photo that fails is shot as it is, on both pages alike.
        return image.decode().catch(() => undefined);
      }),
    ),
  );
  await page.evaluate(() => document.fonts.ready);
  return PNG.sync.read(await widget.screenshot({ animations: 'disabled', caret: 'hide' }));
}

test('the listing looks the same inside the shadow root as outside it', async ({
  page,
}, testInfo) => {
  // The frame's width at each viewport: the plain page's at desktop, a phone's column at mobile.
  const frameWidth = isMobileProject(testInfo.project.name) ? 340 : 1100;

  await page.goto('/');
  const inside = await listingShot(page, page.locator('wayfare-homes-booking'), frameWidth);

  await page.goto(travelDeskListing);
  // The widget's own box, inside the partner's frame (whose border is the partner's).
  const outside = await listingShot(
    page,
    page.getByRole('region', { name: 'Book a vacation rental' }).locator(':scope > *'),
    frameWidth,
  );

  expect({ width: inside.width, height: inside.height }).toEqual({
    width: outside.width,
    height: outside.height,
  });
  const diff = new PNG({ width: inside.width, height: inside.height });
  const differing = pixelmatch(inside.data, outside.data, diff.data, inside.width, inside.height, {
    threshold: 0.1,
  });
  if (differing > 0) {
    for (const [name, image] of Object.entries({ inside, outside, diff }))
      await testInfo.attach(`${name}.png`, {
        path: await writeShot(testInfo.outputPath(`${name}.png`), image),
        contentType: 'image/png',
      });
  }
  expect(differing).toBeLessThanOrEqual(maxDifferingShare * inside.width * inside.height);
});
