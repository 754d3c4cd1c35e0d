import type { Page } from '@playwright/test';

/**
 * A debug stand-in prints state where a screen should be ("State: {"step":…}"): JSON's quoted key
 * followed by a colon, which no Wayfare screen shows a cardholder.
 */
const printedState = /\{\s*"[A-Za-z_$][\w$]*"\s*:/;

/** The text of the story's final screen that is printed state, if any. */
export function debugStandInText(page: Page): Promise<string | undefined> {
  // One call into the page, matched there: a locator's round trip costs twenty times more, once
  // per render of the pass. The whole body: a dialog's content is portalled outside the root.
  return page.evaluate((source) => {
    const text = document.body.innerText;
    const match = new RegExp(source).exec(text);
    return match === null ? undefined : text.slice(match.index, match.index + 120);
  }, printedState.source);
}
