// The budgets of issue 12 (README "The benchmark"): each figure the bench prints is held against one.

/** Lighthouse mobile performance, at least. */
export const minPerformance = 0.9;
/** Cumulative layout shift, at most. */
export const maxCls = 0.02;
/** First-load JavaScript (gzip) at most, as a multiple of the floor page's. */
export const maxJsRatio = {
  home: 1.3,
  results: 1.8,
  listing: 1.8,
  checkout: 1.8,
};
/** Confirm and Book to the confirmation, when the fulfil succeeds on its first poll. */
export const maxConfirmMs = 500;
/**
 * The longest task while "Show more homes" reaches 200 cards, a pin among 500 is selected, or
 * 300 flights are sorted and filtered.
 */
export const maxLongTaskMs = 50;

/** The custom element's all-in size (gzip, every script and style sheet to show its search), in kB. */
export const maxElementKb = 150;
/** The React widget's entry (gzip, peers external), in kB. */
export const maxWidgetKb = 40;

/** A figure against its budget: `{ text, held }`, held undefined where there is no budget. */
export function against(text, held) {
  return { text: held === undefined ? text : `${text} ${held ? '✓' : '✗'}`, held };
}
