import { baselineChromium, runningChromium } from './chromiumVersion';

/** Whether the baselines were taken with the Chromium that runs the pass. */
export const sameChromium = baselineChromium() === runningChromium();

/**
 * How far a shot may be from its baseline. With the same Chromium: a few hundred pixels of
 * anti-aliasing and sub-pixel scroll jitter, never a moved block (the texts themselves are
 * asserted word for word by each story's play function). With another: its font and
 * anti-aliasing differences.
 */
export const screenshotTolerance: {
  readonly maxDiffPixelRatio: number;
  readonly threshold?: number;
} = sameChromium ? { maxDiffPixelRatio: 0.003 } : { maxDiffPixelRatio: 0.02, threshold: 0.3 };
