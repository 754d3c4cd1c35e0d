import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { screenshotTolerance } from './screenshotTolerance';

const shotOptions = { fullPage: true, animations: 'disabled', caret: 'hide' } as const;

/**
 * Whether a shot is within the tolerance of its baseline, counting every pixel that differs at
 * all: stricter than toHaveScreenshot's count (which forgives slight colour changes and
 * anti-aliasing), so whatever this accepts, toHaveScreenshot would too.
 */
function withinTolerance(shot: Buffer, baseline: Buffer): boolean {
  const taken = PNG.sync.read(shot);
  const expected = PNG.sync.read(baseline);
  if (taken.width !== expected.width || taken.height !== expected.height) return false;
  const differing = pixelmatch(taken.data, expected.data, null, taken.width, taken.height, {
    threshold: 0,
    includeAA: true,
  });
  return differing <= screenshotTolerance.maxDiffPixelRatio * taken.width * taken.height;
}

/**
 * The page's screenshot against its committed baseline, from the cheapest check to the dearest.
 * Chromium encodes the same pixels to the same bytes, and most stories render exactly as
 * committed: a shot equal to the baseline byte for byte passes without decoding. A shot within
 * the tolerance passes on that one shot (about a tenth of the stories: the anti-aliasing of a
 * dialog's round icon varies from run to run), where toHaveScreenshot would take two or more.
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
    if (withinTolerance(shot, committed)) return;
  }
  await expect(page).toHaveScreenshot(baseline, shotOptions);
}
