import type { Page } from '@playwright/test';

/**
 * A debug stand-in prints state where a screen should be ("State: {"step":…}"): JSON's quoted key
 * followed by a colon, which no Wayfare screen shows a cardholder.
 */
const printedState = /\{\s*"[A-Za-z_$][\w$]*"\s*:/;

/** The text of the story's final screen that is printed state, if any. */
export async function debugStandInText(page: Page): Promise<string | undefined> {
  // The whole body: a dialog's content is portalled outside the story's root.
  const text = await page.locator('body').innerText();
  const match = printedState.exec(text);
  return match === null ? undefined : text.slice(match.index, match.index + 120);
}
