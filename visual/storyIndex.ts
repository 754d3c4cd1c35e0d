import { readFileSync } from 'node:fs';

/** An entry of the built Storybook's index: a story or a docs page. */
export interface IndexEntry {
  readonly id: string;
  readonly type: 'story' | 'docs';
  readonly title: string;
  readonly name: string;
  readonly importPath: string;
  /** The file of the story's component (`meta.component`), for a story. */
  readonly componentPath?: string;
  readonly tags?: readonly string[];
}

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };

const entries = Object.values(index.entries);

export const storyEntries = entries.filter((entry) => entry.type === 'story');
export const docsEntries = entries.filter((entry) => entry.type === 'docs');
