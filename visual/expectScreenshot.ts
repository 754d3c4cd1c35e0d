import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { screenshotTolerance } from './screenshotTolerance';

// Each worker shares the two cores with its Chromium: one decoding thread is its share.
sharp.concurrency(1);

/** A PNG's pixels, RGBA. libvips decodes a full-page shot five times faster than pngjs did. */
const pixelsOf = (png: Buffer) =>
  sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

const shotOptions = { fullPage: true, animations: 'disabled', caret: 'hide' } as const;

/**
 * Whether a shot is within the tolerance of its baseline, counting every pixel that differs at
 * all: stricter than toHaveScreenshot's count (which forgives slight colour changes and
 * anti-aliasing), so whatever this accepts, toHaveScreenshot would too.
 */
async function withinTolerance(shot: Buffer, baseline: Buffer): Promise<boolean> {
  const [taken, expected] = await Promise.all([pixelsOf(shot), pixelsOf(baseline)]);
  const { width, height } = taken.info;
  if (width !== expected.info.width || height !== expected.info.height) return false;
  const differing = pixelmatch(taken.data, expected.data, null, width, height, {
    threshold: 0,
    includeAA: true,
  });
  return differing <= screenshotTolerance.maxDiffPixelRatio * width * height;
}

/**
 * The page's screenshot against its committed baseline, from the cheapest check to the dearest.
 * Chromium encodes the same pixels to the same bytes, and most stories render exactly as
 * committed: a shot equal to the baseline byte for byte passes without decoding. A shot within
 * the tolerance passes on that one shot, where toHaveScreenshot would take two or more. Chromium
 * draws the same story to the same pixels run after run (its tiles drawn whole, chromium.mjs), so
 * such a shot is rare: a story whose baseline predates a change of anti-aliasing (385 of the
 * homes' and flights' 386 checkout shots were equal in a run of 2026-12-01, one was within).
 * Any other shot goes to toHaveScreenshot, which waits for the page to hold still (a story still
 * loading its data), applies the tolerance, writes a missing baseline, and leaves the expected,
 * actual and diff images when it fails.
 */
export async function expectScreenshot(page: Page, baseline: string): Promise<void> {
  const info = test.info();
  const baselinePath = info.snapshotPath(baseline, { kind: 'screenshot' });
  if (existsSync(baselinePath) && info.config.updateSnapshots !== 'all') {
    const shot = await page.screenshot(shotOptions);
    const committed = readFileSync(baselinePath);
    if (shot.equals(committed)) return;
    if (await withinTolerance(shot, committed)) return;
  }
  await expect(page).toHaveScreenshot(baseline, shotOptions);
}
