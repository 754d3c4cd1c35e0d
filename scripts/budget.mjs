// The test command's time budget (README, "The time budget"), checked against the stage times
// the run wrote to .reports/ci-times.json: the whole command within 20 minutes on a 2-core
// machine, and a cost per story low enough that three times today's stories stays within 30.
// Prints the stage table and the verdict. With --enforce (the test command passes it), a CI run
// past the ceiling fails: two thirds of CI's 90-minute limit, so that a slow day on a slow machine
// still ends with a verdict. The budget itself is reported, not enforced: on 2026-11-27 the CI
// machine ran stop 24's commit (14:58 then) about twice as slowly (README, "The time budget"), so
// a wall-clock gate would refuse every change, whatever the change cost.
import { fixedStoryPassSeconds, readJson, timesFile } from './reports.mjs';

const budgetSeconds = { total: 20 * 60, withThreeTimesTheStories: 30 * 60 };
const ceilingSeconds = 60 * 60;
const storyStage = 'stories: play, axe, screenshot';
const journeyStage = 'e2e journeys';

const times = readJson(timesFile);
if (!times) {
  console.error(`No stage times at ${timesFile.pathname}: run the test command first.`);
  process.exit(1);
}

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const countText = (count) =>
  count
    ? Object.entries(count)
        .map(([what, n]) => `${n} ${what}`)
        .join(', ')
    : '';

const rows = times.stages.map((stage) => [
  stage.name,
  clock(stage.seconds),
  countText(stage.count),
  [stage.passed ? '' : 'FAILED', stage.alongside && `beside ${stage.alongside.join(', ')}`]
    .filter(Boolean)
    .join('  '),
]);
rows.push(['total', clock(times.totalSeconds), `${times.cores} cores`, '']);
const widthOf = (column) => Math.max(...rows.map((row) => row[column].length));
console.log(`\nStage times (${timesFile.pathname.split('/').slice(-2).join('/')}):`);
for (const row of rows) {
  console.log(
    `  ${row[0].padEnd(widthOf(0))}  ${row[1].padStart(widthOf(1))}  ${row[2].padEnd(widthOf(2))}  ${row[3]}`.trimEnd(),
  );
}

const stageOf = (name) => times.stages.find((stage) => stage.name === name);
const perItem = (stage, key) => {
  const count = stage?.count?.[key] ?? 0;
  return count > 0 ? stage.seconds / count : undefined;
};
const stories = stageOf(storyStage);
const journeys = stageOf(journeyStage);
const perJourney = perItem(journeys, 'journeys');
// Each new product adds stories (about 320 scenario ids, each at two widths): the story renders
// are what grows, so the projection triples them and keeps every other stage as it is. The
// checker and site checks run in the same pass but do not triple: their share of its two
// workers' time counts once.
const storyWorkers = 2;
const fixedStorySeconds = stories ? fixedStoryPassSeconds() / storyWorkers : 0;
const storyRenderSeconds = Math.max(0, (stories?.seconds ?? 0) - fixedStorySeconds);
const storyCount = stories?.count?.stories ?? 0;
const perStory = storyCount > 0 ? storyRenderSeconds / storyCount : undefined;
const projected = times.totalSeconds + 2 * storyRenderSeconds;
const storyBudget =
  (budgetSeconds.withThreeTimesTheStories - (times.totalSeconds - storyRenderSeconds)) /
  (3 * (stories?.count?.stories ?? 1));

console.log(
  [
    '',
    'Budget (2-core machine):',
    `  seconds per story render: ${perStory?.toFixed(2) ?? 'n/a'} (within ${storyBudget.toFixed(2)}, so that 3× the stories fits in ${clock(budgetSeconds.withThreeTimesTheStories)})`,
    `  of the story pass, the checker and site checks' share (counted once): ${clock(fixedStorySeconds)}`,
    `  seconds per journey: ${perJourney?.toFixed(2) ?? 'n/a'}`,
    `  whole command: ${clock(times.totalSeconds)} (budget ${clock(budgetSeconds.total)})`,
    `  with 3× today's stories: ${clock(projected)} (budget ${clock(budgetSeconds.withThreeTimesTheStories)})`,
  ].join('\n'),
);

const over = [
  times.totalSeconds > budgetSeconds.total && 'the whole command',
  projected > budgetSeconds.withThreeTimesTheStories && "the projection with 3× today's stories",
].filter(Boolean);
if (over.length === 0) console.log('  within budget');
else console.log(`  OVER BUDGET: ${over.join(' and ')}`);

const pastCeiling = times.totalSeconds > ceilingSeconds;
if (pastCeiling) console.log(`  PAST THE CEILING: ${clock(ceilingSeconds)}`);
// A developer's machine is not the 2-core CI machine the ceiling is for: only CI fails on it.
if (pastCeiling && process.env.CI && process.argv.includes('--enforce')) process.exit(1);
