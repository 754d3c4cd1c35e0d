import { expect, within } from 'storybook/test';

/**
 * Checks shared by the gallery's stories. Every story is also screenshotted at both widths, so
 * a check first asks which layout is on screen, and that it is the one for the width: the hero
 * from 960 px, the slider below (spec: platform §9 "mobile breakpoint 960 px").
 */

export type ShownLayout = 'hero' | 'slider';

export async function expectLayoutForWidth(canvasElement: HTMLElement): Promise<ShownLayout> {
  const layout = canvasElement.querySelector('[data-layout]')?.getAttribute('data-layout');
  const expected: ShownLayout = window.innerWidth < 960 ? 'slider' : 'hero';
  await expect(layout).toBe(expected);
  return expected;
}

/**
 * The photos on screen, numbered among `count`: the hero shows the first three, the slider every
 * one. Only the first loads at once.
 */
export async function expectPhotosShown(
  canvasElement: HTMLElement,
  listingName: string,
  count: number,
): Promise<void> {
  const layout = await expectLayoutForWidth(canvasElement);
  const images = within(canvasElement).getAllByRole('img');
  const shown = layout === 'hero' ? Math.min(count, 3) : count;
  await expect(images.map((image) => image.getAttribute('alt'))).toEqual(
    Array.from({ length: shown }, (_, index) => `${listingName}, photo ${index + 1} of ${count}`),
  );
  await expect(images.map((image) => image.getAttribute('loading'))).toEqual(
    Array.from({ length: shown }, (_, index) => (index === 0 ? 'eager' : 'lazy')),
  );
}
