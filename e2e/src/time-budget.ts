/**
 * A setup file of the browser suites: each test gets the time its measured duration allows
 * (measured-durations.ts) instead of one figure for all, so a slow machine does not fail a long
 * test that works, and a hung short test is stopped soon.
 */
import { aroundEach } from 'vitest';
import { budgetMs, readMeasuredDurations, testKey } from './measured-durations.ts';

const durations = readMeasuredDurations();

interface Named {
  name: string;
  suite?: Named | undefined;
}

/** The test's describe titles and name, outermost first (the file's own suite left out). */
function titles(test: Named): string[] {
  const names: string[] = [];
  for (let task: Named | undefined = test; task?.suite; task = task.suite) names.unshift(task.name);
  return names;
}

aroundEach(async (runTest, context) => {
  const key = testKey(context.task.file.filepath, titles(context.task));
  const measured = durations[key];
  const budget = budgetMs(measured);
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const why =
        measured === undefined
          ? 'it has no measured duration yet'
          : `measured at ${measured} s; run \`npm run test:durations\` after a run if it is now slower on purpose`;
      reject(new Error(`Test took longer than its budget of ${budget / 1000} s (${why}).`));
    }, budget);
  });
  try {
    await Promise.race([runTest(), overBudget]);
  } finally {
    clearTimeout(timer);
  }
});
