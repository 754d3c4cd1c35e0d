// The test command's last line: what ran, counted from the reports each stage wrote, after the
// failing unit and component tests by name.
import { join } from 'node:path';
import {
  checkedPackages,
  checkerChecks,
  siteChecks,
  e2eReport,
  playwrightCount,
  readJson,
  root,
  storiesReport,
  storyRenders,
  unitReports,
  workspaces,
} from './reports.mjs';

const unit = unitReports().map(({ name, files }) => {
  const tests = files.flatMap((file) => file.assertionResults);
  return {
    name,
    files,
    tests: tests.length,
    // A file that failed to load has no test to fail: count it as one failure.
    failed:
      tests.filter((test) => test.status === 'failed').length +
      files.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length,
  };
});
const stories = storiesReport();
const e2e = e2eReport();
const domainCoverage = readJson(
  join(root, 'packages', 'domain', '.reports', 'coverage', 'coverage-summary.json'),
);

const unitTotal = unit.reduce((sum, project) => sum + project.tests, 0);
const failed =
  unit.reduce((sum, project) => sum + project.failed, 0) +
  (stories?.stats.unexpected ?? 0) +
  (e2e?.stats.unexpected ?? 0);

const parts = [
  `lint and typecheck of ${workspaces.length} workspaces and the root`,
  `${unitTotal} unit and component tests (${unit.map((project) => `${project.name} ${project.tests}`).join(', ')})`,
  `domain branch coverage ${domainCoverage ? `${domainCoverage.total.branches.pct}%` : 'not measured'}`,
  `${storyRenders()} story renders in Chromium, each played, axe-checked and compared with its screenshot (every story at desktop and mobile width; session, header and account stories on both tenants), ${checkerChecks()} checks that a recoloured button, a moved block and an axe violation fail them, and ${siteChecks()} checks of the Storybook site (its first page and sidebar order, every docs page rendering, each page's story blocks showing their own scenario)`,
  `${playwrightCount(e2e)} e2e journeys on the built portal and the partner example (desktop and mobile)`,
  `${checkedPackages().length} packages built and checked (publint --strict, attw esm-only)`,
];
/** What failed, read back from the reports: the CI log keeps only its tail, so say it here. */
const unitFailures = unit.flatMap(({ name, files }) =>
  files.flatMap((file) => {
    const where = `${name}: ${file.name.slice(root.length)}`;
    if (file.status === 'failed' && file.assertionResults.length === 0)
      return [{ where, why: file.message ?? '' }];
    return file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        where: `${where} > ${test.fullName}`,
        why: test.failureMessages?.[0] ?? file.message ?? '',
      }));
  }),
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
