/**
 * A setup file of the browser suites: each test gets the time its measured duration allows
 * (measured-durations.ts) instead of one figure for all, so a slow machine does not fail a long
 * test that works, and a hung short test is stopped soon.
 */
import { aroundEach } from 'vitest';
import { budgetMs, keyOf, readMeasuredDurations, withinBudget } from './measured-durations.ts';

const durations = readMeasuredDurations();

aroundEach(async (runTest, context) => {
  const measured = durations[keyOf(context.task)];
  const why =
    measured === undefined
      ? 'it has no measured duration yet'
      : `measured at ${measured} s; run \`npm run test:durations\` after a run if it is now slower on purpose`;
  await withinBudget(runTest(), budgetMs(measured), why);
});
