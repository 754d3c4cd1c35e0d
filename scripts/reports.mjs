// The reports each stage of the test command writes, read back for the stage table, the budget
// and the summary line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
export const timesFile = new URL('../.reports/ci-times.json', import.meta.url);

export const readJson = (path) =>
  existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;

export const workspaces = ['packages', 'apps', 'tools'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => ({ name, dir: join(root, group, name) })),
);

/**
 * The unit and component test files of this run, from the reports vitest wrote (JSON): the
 * domain's own, and the one run of every other package (vitest.unit.config.ts).
 */
const unitFiles = () =>
  [
    join(root, '.reports', 'unit.json'),
    ...workspaces.map(({ name, dir }) => join(dir, '.reports', `vitest-${name}.json`)),
  ].flatMap((path) => readJson(path)?.testResults ?? []);

/** Each workspace's unit and component test files, found by where they sit. */
export const unitReports = () =>
  workspaces.flatMap(({ name, dir }) => {
    const files = unitFiles().filter((file) => file.name.startsWith(`${dir}/`));
    return files.length > 0 ? [{ name, files }] : [];
  });

/** The story pass: every story at each width, played, axe-checked and shot (Playwright JSON). */
export const storiesReport = () => readJson(join(root, '.reports', 'stories.json'));
/** The apps whose journeys the e2e stage runs (each its own Playwright report). */
const e2eApps = ['portal', 'embed-example'];

/** The e2e stage's journeys: the portal's and the partner example's reports, their counts summed. */
export const e2eReport = () => {
  const reports = e2eApps
    .map((app) => readJson(join(root, 'apps', app, '.reports', 'e2e.json')))
    .filter((report) => report !== undefined);
  if (reports.length === 0) return undefined;
  const sum = (key) => reports.reduce((total, report) => total + (report.stats[key] ?? 0), 0);
  return {
    stats: { expected: sum('expected'), unexpected: sum('unexpected'), flaky: sum('flaky') },
  };
};

/** The workspaces whose package is built and checked as partners install it. */
export const checkedPackages = () =>
  workspaces.filter(({ dir }) => readJson(join(dir, 'package.json'))?.scripts?.['check:package']);

/** The tests a Playwright report ran: a flaky one passed on its retry. */
export const playwrightCount = (report) =>
  report ? report.stats.expected + report.stats.unexpected + report.stats.flaky : 0;

/** The tests one spec file of a Playwright report ran (its suites, nested or not). */
export const specFileCount = (report, file) => {
  const ran = (suite) =>
    (suite.specs ?? []).flatMap((spec) => spec.tests).filter((test) => test.status !== 'skipped')
      .length + (suite.suites ?? []).reduce((sum, inner) => sum + ran(inner), 0);
  return (report?.suites ?? [])
    .filter((suite) => suite.file === file)
    .reduce((sum, suite) => sum + ran(suite), 0);
};

/** The story pass's renders, and the checks of its checker (visual/checker.spec.ts). */
export const storyRenders = () => specFileCount(storiesReport(), 'stories.spec.ts');
export const checkerChecks = () => specFileCount(storiesReport(), 'checker.spec.ts');
/** The checks of the Storybook site (visual/storybookSite.spec.ts): order, docs pages. */
export const siteChecks = () => specFileCount(storiesReport(), 'storybookSite.spec.ts');

/** The story pass's spec files whose cost does not grow with the story renders. */
const fixedSpecFiles = ['checker.spec.ts', 'storybookSite.spec.ts'];

/**
 * The seconds the checker and site checks took across the story pass's workers (every try of
 * each): a cost of the pass that does not triple with the stories. The checker's is fixed; the
 * site's grows by one docs page per story file (a product adds about fifteen, against some six
 * hundred story renders).
 */
export const fixedStoryPassSeconds = () => {
  const durations = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      if (fixedSpecFiles.some((file) => spec.file?.endsWith(file)))
        for (const test of spec.tests)
          for (const result of test.results) durations.push(result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of storiesReport()?.suites ?? []) walk(suite);
  return durations.reduce((sum, seconds) => sum + seconds, 0);
};

/** What each stage counts, for the stage table. */
export const counts = {
  workspaces: () => ({ workspaces: workspaces.length + 1 }),
  unitTests: () => ({
    tests: unitReports().reduce(
      (sum, { files }) =>
        sum + files.reduce((fileSum, file) => fileSum + file.assertionResults.length, 0),
      0,
    ),
  }),
  packages: () => ({ packages: checkedPackages().length }),
  stories: () => ({
    stories: storyRenders(),
    'checker checks': checkerChecks(),
    'site checks': siteChecks(),
  }),
  journeys: () => ({ journeys: playwrightCount(e2eReport()) }),
};
