import { withEmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

/** Marks a sheet already filtered, whichever copy of this module filtered it. */
const filtered = Symbol.for('wayfare.test-kit.visibilityRulesOnly');

interface EmotionSheet {
  insert(rule: string): void;
  [filtered]?: true;
}

/** What Testing Library, jest-dom and user-event read from a computed style. */
const readByTests = /^\s*(display|visibility|opacity|pointer-events)\s*:/;

/** A rule with only the declarations tests read; '' when none is left. */
export function visibilityRulesOf(rule: string): string {
  const kept = rule.replace(
    /\{([^{}]*)\}/g,
    (_block, body: string) =>
      `{${body
        .split(';')
        .filter((declaration) => readByTests.test(declaration))
        .join(';')}}`,
  );
  // An at-rule holds its rules one level down: emptied blocks go, then an at-rule left empty.
  return kept.replace(/[^{};]*\{\}/g, '').replace(/[^{};]*\{\}/g, '');
}

/**
 * jsdom lays nothing out, and every getComputedStyle matches the element against every rule on the
 * page: with MUI's several hundred, the queries by role (which ask each element and its ancestors
 * whether they are hidden) and user-event's pointer checks were a third of a checkout test's time.
 * The components' rules keep only the declarations a test can observe (whether an element is
 * displayed, visible, transparent or deaf to the pointer), so every query answers as before.
 */
export function keepOnlyTheStylesTestsRead(): void {
  let sheet: EmotionSheet | undefined;
  renderToString(
    createElement(
      withEmotionCache((_props: object, cache) => {
        sheet = cache.sheet;
        return null;
      }),
    ),
  );
  if (sheet === undefined) throw new Error("No emotion cache: MUI's styles would go unfiltered.");
  // The setup runs again for each test file, in a worker whose modules (emotion's cache) stay.
  if (sheet[filtered]) return;
  sheet[filtered] = true;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule) => {
    const kept = visibilityRulesOf(rule);
    if (kept !== '') insert(kept);
  };
}
