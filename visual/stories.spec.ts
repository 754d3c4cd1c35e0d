import { debugStandInText } from './debugStandIn';
import { expectScreenshot } from './expectScreenshot';
import { renderStory, test } from './storybookTab';
import { outcomeFailure } from './storyOutcome';
import { storyChecks, widths } from './storyPlan';

// Every story at each of its widths, on the consumer tenant (or its own) and, tagged `tenants`,
// on the corporate one: one render that its play function, axe and the screenshot all judge.
for (const check of storyChecks) {
  test(check.title, async ({ storybook }) => {
    test.fail(check.knownDefect !== undefined, check.knownDefect);
    // Only a change of size resizes the preview: a resize lays the page out again.
    const size = widths[check.width];
    const current = storybook.page.viewportSize();
    if (current?.width !== size.width || current.height !== size.height)
      await storybook.page.setViewportSize(size);
    const outcome = await renderStory(storybook, check);
    const failure = outcomeFailure(outcome);
    if (failure !== undefined) throw new Error(`The story's own checks failed:\n${failure}`);
    // A journey ends on a real page or a designed "continues on" card, never on printed state.
    const standIn = await debugStandInText(storybook.page);
    if (standIn !== undefined) throw new Error(`The story ends on a debug stand-in: ${standIn}`);
    await expectScreenshot(storybook.page, check.baseline);
  });
}
