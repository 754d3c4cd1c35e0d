import { baselineChromium, runningChromium } from './chromiumVersion';

/** Whether the baselines were taken with the Chromium that runs the pass. */
export const sameChromium = baselineChromium() === runningChromium();

/**
 * How far a shot may be from its baseline, in pixels that differ at all. With the same Chromium:
 * the anti-aliasing of a round icon, which varies from run to run by up to 86 pixels (a whole
 * pass, 2602 shots, measured against fresh baselines), never a changed word or a moved block: a
 * time shown as "3:00 PM" instead of "15:00" differs by 1731 pixels, a filter list 6 px taller by
 * 27 411. A count, not a share of the page, so that a long page forgives no more than a short one
 * (a share of 0.3 % let a 4944-pixel-high page drift by 18 000). With another Chromium: its font
 * and anti-aliasing differences, as a share of the page.
 */
export const screenshotTolerance: {
  readonly maxDiffPixels?: number;
  readonly maxDiffPixelRatio?: number;
  readonly threshold?: number;
} = sameChromium
  ? { maxDiffPixels: 200, threshold: 0 }
  : { maxDiffPixelRatio: 0.02, threshold: 0.3 };
