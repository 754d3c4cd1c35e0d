import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconsInUse } from './iconsInUse';

// From the path, not `new URL(…, import.meta.url)`: under jsdom, URL is jsdom's, which
// node's fileURLToPath does not take.
const thisFolder = dirname(fileURLToPath(import.meta.url));
const root = resolve(thisFolder, '../../../..');

/**
 * The source files of every package's and app's screens: not stories or tests, and not this
 * folder, whose list imports every icon it shows (it would find itself).
 */
function screenSources(): string[] {
  const sources = ['packages', 'apps']
    .flatMap((area) => readdirSync(join(root, area)).map((name) => join(root, area, name, 'src')))
    .filter((source) => existsSync(source));
  return sources.flatMap((source) =>
    readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file))
      .map((file) => join(source, file))
      .filter((file) => !file.startsWith(thisFolder + sep)),
  );
}

/** The icons the screens import, one name per `@mui/icons-material/<Name>` import path. */
function importedIcons(): string[] {
  const names = screenSources().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"]@mui\/icons-material\/(\w+)['"]/g)].map(
      ([, name]) => name ?? '',
    ),
  );
  return [...new Set(names)].sort();
}

describe('iconsInUse', () => {
  it("lists exactly the icons Wayfare's screens import", () => {
    expect(Object.keys(iconsInUse).sort()).toEqual(importedIcons());
  });
});
