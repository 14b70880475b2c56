/**
 * How long each browser test took when last measured (`measured-durations.json`, written by
 * `npm run test:durations` from a run's reports), and what follows from it: each test's time
 * budget and the order the files start in. A test is known by its key:
 * `<workspace>/test/<file> > <describe> > … > <test name>`.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './product.ts';

/** Seconds per test key, as measured. */
export type MeasuredDurations = Record<string, number>;

export const MEASURED_DURATIONS_FILE = join(import.meta.dirname, 'measured-durations.json');

/** Where each browser suite leaves the JSON report of its last run, `<workspace>.json`. */
export const TEST_REPORTS_DIR = join(REPO_ROOT, 'artifacts', 'test-reports');

/**
 * A test may take this many times its measured duration: the figures come from a run with two
 * slots on two busy cores, and a newcomer's slower machine with another program running may be
 * two to three times slower again.
 */
export const HEADROOM = 5;

/** No budget is shorter: a test measured at a second still has to open a page on a slow day. */
export const MIN_BUDGET_S = 30;

/** The budget of a test not measured yet (a new one), until the next `npm run test:durations`. */
export const UNMEASURED_BUDGET_S = 120;

export function readMeasuredDurations(): MeasuredDurations {
  return JSON.parse(readFileSync(MEASURED_DURATIONS_FILE, 'utf8')) as MeasuredDurations;
}

/** The key of a test in `file` (absolute) under the describe blocks `titles`. */
export function testKey(file: string, titles: readonly string[]): string {
  return [relative(REPO_ROOT, file), ...titles].join(' > ');
}

/** A test or describe block as vitest's runner holds it; a file is the outermost suite. */
export interface RunnerTask {
  name: string;
  suite?: RunnerTask | undefined;
  file: { filepath: string };
}

/** The key of a running test (`context.task`). */
export function keyOf(test: RunnerTask): string {
  const titles: string[] = [];
  for (let task: RunnerTask | undefined = test; task && !('filepath' in task); task = task.suite) {
    titles.unshift(task.name);
  }
  return testKey(test.file.filepath, titles);
}

/** `run`, failed with a message naming the budget and `why` once it takes longer than `ms`. */
export async function withinBudget(run: Promise<void>, ms: number, why: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`Test took longer than its budget of ${ms / 1000} s (${why}).`));
    }, ms);
  });
  try {
    await Promise.race([run, overBudget]);
  } finally {
    clearTimeout(timer);
  }
}

/** The milliseconds a test may take, from its measured seconds (undefined: not measured). */
export function budgetMs(measuredS: number | undefined): number {
  if (measuredS === undefined) return UNMEASURED_BUDGET_S * 1000;
  return Math.max(MIN_BUDGET_S, Math.ceil(measuredS * HEADROOM)) * 1000;
}

/** The measured seconds of every test of `file` (absolute) added up; undefined if none. */
export function fileDuration(durations: MeasuredDurations, file: string): number | undefined {
  const prefix = `${relative(REPO_ROOT, file)} > `;
  let total: number | undefined;
  for (const [key, seconds] of Object.entries(durations)) {
    if (key.startsWith(prefix)) total = (total ?? 0) + seconds;
  }
  return total;
}
