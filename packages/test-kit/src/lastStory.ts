import { composeStory } from 'storybook/preview-api';

/**
 * A portable story's `run()` leaves the story mounted (its React root, its canvas in the page)
 * until the next `run()` or `load()` unmounts it, whichever test file that is in. A worker that
 * runs several files (Vitest's `isolate: false`) would show the last story of one file to the
 * next. Loading a story that draws nothing, with none of the preview's annotations (renderer,
 * loaders, beforeEach), does only that unmount.
 */
const nothing = composeStory({ render: () => null }, { title: 'Unmount the last story' }, {}, {});

export async function unmountTheLastStory(): Promise<void> {
  await nothing.load();
}
