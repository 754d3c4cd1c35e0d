import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const shotOptions = { fullPage: true, animations: 'disabled', caret: 'hide' } as const;

/**
 * The page's screenshot against its committed baseline. Chromium encodes the same pixels to the
 * same bytes, and most stories render exactly as committed: one shot that equals the baseline
 * byte for byte passes without the decoding and pixel comparison that made up half of each
 * shot's cost. Any other shot goes to toHaveScreenshot, which applies the tolerance, writes a
 * missing baseline, and leaves the expected, actual and diff images when it fails.
 */
export async function expectScreenshot(page: Page, baseline: string): Promise<void> {
  const baselinePath = test.info().snapshotPath(baseline, { kind: 'screenshot' });
  if (existsSync(baselinePath)) {
    const shot = await page.screenshot(shotOptions);
    if (shot.equals(readFileSync(baselinePath))) return;
  }
  await expect(page).toHaveScreenshot(baseline, shotOptions);
}
