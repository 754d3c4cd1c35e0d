// The test command's last line: what ran, counted from the reports each step wrote.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const workspaces = ['packages', 'apps', 'tools'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => ({ name, dir: join(root, group, name) })),
);

const unit = workspaces.flatMap(({ name, dir }) => {
  const report = readJson(join(dir, '.reports', `vitest-${name}.json`));
  return report ? [{ name, tests: report.numTotalTests, failed: report.numFailedTests }] : [];
});
const stories = readJson(join(root, '.reports', 'stories.json'));
const visual = readJson(join(root, '.reports', 'visual.json'));
const e2e = readJson(join(root, 'apps', 'portal', '.reports', 'e2e.json'));
const domainCoverage = readJson(
  join(root, 'packages', 'domain', '.reports', 'coverage', 'coverage-summary.json'),
);
const checkedPackages = workspaces.filter(
  ({ dir }) => readJson(join(dir, 'package.json'))?.scripts?.['check:package'],
);

const playwrightCount = (report) =>
  report ? report.stats.expected + report.stats.unexpected + report.stats.flaky : 0;
const unitTotal = unit.reduce((sum, project) => sum + project.tests, 0);
const failed =
  unit.reduce((sum, project) => sum + project.failed, 0) +
  (stories?.numFailedTests ?? 0) +
  (visual?.stats.unexpected ?? 0) +
  (e2e?.stats.unexpected ?? 0);

const parts = [
  `lint and typecheck of ${workspaces.length} workspaces and the root`,
  `${unitTotal} unit and component tests (${unit.map((project) => `${project.name} ${project.tests}`).join(', ')})`,
  `domain branch coverage ${domainCoverage ? `${domainCoverage.total.branches.pct}%` : 'not measured'}`,
  `${stories?.numTotalTests ?? 0} story renders in Chromium with play functions and axe (session, header and account stories on both tenants)`,
  `${playwrightCount(visual)} visual comparisons (every story at desktop and mobile width; session, header and account stories on both tenants)`,
  `${playwrightCount(e2e)} e2e journeys on the built portal (desktop and mobile)`,
  `${checkedPackages.length} packages built and checked (publint --strict, attw esm-only)`,
];
/** What failed, read back from the reports: the CI log keeps only its tail, so say it here. */
const unitFailures = workspaces.flatMap(({ name, dir }) =>
  (readJson(join(dir, '.reports', `vitest-${name}.json`))?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        where: `${name}: ${file.name.slice(root.length)} > ${test.fullName}`,
        why: test.failureMessages?.[0] ?? file.message ?? '',
      })),
  ),
);
for (const { where, why } of unitFailures) {
  console.log(`\nFAILED ${where}\n  ${why.split('\n').slice(0, 6).join('\n  ')}`);
}

// check.mjs passes --stage-failed when a step failed that writes no test report (lint, build…).
const stageFailed = process.argv.includes('--stage-failed');
const verdict =
  failed === 0 && !stageFailed
    ? 'Wayfare checks passed'
    : `Wayfare checks FAILED (${failed} failing tests${stageFailed ? ', and a failed step above' : ''})`;
console.log(`\n${verdict}: ${parts.join('; ')}.`);
process.exit(failed === 0 && !stageFailed ? 0 : 1);
