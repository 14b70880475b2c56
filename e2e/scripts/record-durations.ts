/**
 * `npm run test:durations [REPORT.json…]`: measures the browser tests again from the JSON
 * reports of a run (by default every one in artifacts/test-reports/) into
 * src/measured-durations.json, which sets each test's time budget and the order files start in.
 * Measure on a run that is as busy as a slow day (the whole `npm test` on two cores): a report's
 * figures replace those of the files it covers, the slowest where several reports cover one.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  MEASURED_DURATIONS_FILE,
  type MeasuredDurations,
  readMeasuredDurations,
  TEST_REPORTS_DIR,
  testKey,
} from '../src/measured-durations.ts';
import { REPO_ROOT } from '../src/product.ts';

interface JsonReport {
  testResults: {
    name: string;
    assertionResults: {
      ancestorTitles: string[];
      title: string;
      status: string;
      duration?: number | null;
    }[];
  }[];
}

const given = process.argv.slice(2);
const reports = given.length
  ? given
  : existsSync(TEST_REPORTS_DIR)
    ? readdirSync(TEST_REPORTS_DIR)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(TEST_REPORTS_DIR, name))
    : [];
if (reports.length === 0) {
  console.error(`No reports: run the browser suites first (npm test), or name the reports.`);
  process.exit(2);
}

/**
 * A report's test file as this repository names it: reports from another clone (CI's, say) name
 * their files under that clone's root, the folder holding e2e/src/measured-durations.json.
 */
function inThisRepository(file: string): string {
  for (let folder = dirname(file); folder !== dirname(folder); folder = dirname(folder)) {
    if (existsSync(join(folder, 'e2e', 'src', 'measured-durations.json'))) {
      return join(REPO_ROOT, relative(folder, file));
    }
  }
  return file;
}

const measured: MeasuredDurations = {};
const filesCovered = new Set<string>();
/** Every test the reports name, run or skipped: one they do not name in a file they cover is gone. */
const named = new Set<string>();
for (const report of reports) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
  for (const result of testResults) {
    const file = { ...result, name: inThisRepository(result.name) };
    filesCovered.add(testKey(file.name, []));
    for (const test of file.assertionResults) {
      named.add(testKey(file.name, [...test.ancestorTitles, test.title]));
      if (test.status !== 'passed' || typeof test.duration !== 'number') continue;
      const key = testKey(file.name, [...test.ancestorTitles, test.title]);
      const seconds = Math.ceil(test.duration / 100) / 10;
      measured[key] = Math.max(measured[key] ?? 0, seconds);
    }
  }
}

// A test not run this time (another file, or skipped) keeps its figure.
const kept = Object.entries(readMeasuredDurations()).filter(
  ([key]) => !filesCovered.has(key.slice(0, key.indexOf(' > '))) || named.has(key),
);
const table = Object.fromEntries(
  [...kept, ...Object.entries(measured)].sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(MEASURED_DURATIONS_FILE, `${JSON.stringify(table, null, 2)}\n`);
const slowest = Object.entries(measured)
  .sort(([, a], [, b]) => b - a)
  .slice(0, 10)
  .map(([key, seconds]) => `  ${seconds.toFixed(1).padStart(6)} s  ${key}`);
console.log(
  `${Object.keys(measured).length} tests measured from ${reports.length} report(s) into ${MEASURED_DURATIONS_FILE}.\nThe ten slowest:\n${slowest.join('\n')}`,
);
