import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectScreenshot } from './expectScreenshot';
import { openStorybookTab, renderStory } from './storybookTab';
import { outcomeFailure } from './storyOutcome';
import { storyChecks, widths, type StoryCheck } from './storyPlan';

// The story pass's own checks, checked: a story changed on purpose must fail it, naming what
// changed. Each case renders a real story of the built Storybook the way the pass does.

const checkOf = (storyId: string): StoryCheck => {
  const check = storyChecks.find(
    ({ story, width, tenant }) =>
      story.id === storyId && width === 'desktop' && tenant === 'consumer',
  );
  if (!check) throw new Error(`No desktop check of ${storyId} in the built Storybook.`);
  return check;
};

/** A page with buttons (Learn more, the What's next cards) and a heading, and no play to wait for. */
const confirmation = checkOf('pages-homes-confirmationpage--success');

const diffImages = () =>
  readdirSync(test.info().outputDir).filter((file) => file.endsWith('-diff.png'));

for (const [change, css] of [
  // Every button of the page, the What's next cards too: beyond the tolerance of a pass on another
  // Chromium (2% of the pixels), which one small button is not.
  [
    'a recoloured button',
    'button, .MuiCardActionArea-root { background-color: rgb(214, 40, 40) !important; }',
  ],
  ['a moved block', 'h1 { margin-top: 48px !important; }'],
] as const) {
  test(`${change} fails the screenshot check and leaves a diff image`, async ({
    browser,
    baseURL,
  }) => {
    const { context, tab } = await openStorybookTab(browser, baseURL);
    await tab.page.setViewportSize(widths.desktop);
    expect(outcomeFailure(await renderStory(tab, confirmation))).toBeUndefined();
    await expectScreenshot(tab.page, confirmation.baseline);

    await tab.page.addStyleTag({ content: css });
    await expect(expectScreenshot(tab.page, confirmation.baseline)).rejects.toThrow(
      /pixels \(ratio [\d.]+ of all image pixels\) are different/,
    );
    expect(diffImages()).toEqual([confirmation.baseline.replace(/\.png$/, '-diff.png')]);
    await context.close();
  });
}

test('an axe violation fails the story, naming the rule', async ({ browser, baseURL }) => {
  const { context, tab } = await openStorybookTab(browser, baseURL);
  // A button without a name, in the page before the story renders: axe runs after the render.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.body.append(document.createElement('button'));
    });
  });
  await tab.page.setViewportSize(widths.desktop);
  const failure = outcomeFailure(await renderStory(tab, confirmation));
  expect(failure).toMatch(/^axe button-name \(critical\): Buttons must have discernible text/m);
  await context.close();
});
