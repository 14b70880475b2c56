import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { buildMissingParts } from './build-missing.ts';
import { lighthouseRoutes } from './lighthouse-routes.ts';
import { putOwnerPhoto } from './owner-photo.ts';
import { startSite, stopChild } from './site-process.ts';

/**
 * `npm run lighthouse`: builds what is missing, starts the site as `npm start` does (production,
 * embedded database in a temporary folder, a free port) and runs Lighthouse with its default
 * mobile config and simulated throttling on every public page of the sitemap (one area page
 * stands for all). Prints the scores and metrics per route against the goals of the README's
 * performance section and exits 1 when a route misses one. Each report is kept as JSON under
 * artifacts/lighthouse/. Routes given as arguments are measured instead
 * (`npm run lighthouse -- /contact`). CHROME_PATH (default /usr/bin/chromium).
 * LIGHTHOUSE_OWNER_PHOTO=photo.jpg measures the site as an owner makes it their own: that photo
 * uploaded to the media library and shown on the home hero, the about page and the first service.
 *
 * Lighthouse times the page's own work on this machine's CPU, so one run of a route can land on
 * a busy moment: each route is run LIGHTHOUSE_RUNS times (default 5) and the median run reported,
 * chosen as Lighthouse's own tools choose it (closest to the median FCP and TTI), with the
 * spread of TBT across the runs beside it.
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '', 10) || 5);
const REPORT_DIR = join(REPOSITORY_ROOT, 'artifacts', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS = { score: 100, lcpMs: 1000, tbtMs: 50, cls: 0.01 };
const OWNER_PHOTO = process.env.LIGHTHOUSE_OWNER_PHOTO;
/** The console's first admin, only to put the owner's photo in place. */
const ADMIN = {
  email: 'lighthouse@example.com',
  password: `lighthouse ${randomBytes(12).toString('hex')}`,
};

interface Measured {
  readonly route: string;
  readonly scores: readonly number[];
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
  /** The lowest and highest TBT of the route's runs. */
  readonly tbtSpread: readonly [number, number];
  /** Audits of the four categories that did not pass, by id. */
  readonly failing: readonly string[];
}

function measured(route: string, lhr: Result, runs: readonly Result[]): Measured {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const inCategories = new Set(
    CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  const failing = Object.values(lhr.audits)
    .filter((audit) => inCategories.has(audit.id) && audit.score !== null && audit.score < 1)
    .filter((audit) => !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode))
    .map((audit) => audit.id);
  return {
    route,
    scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    tbtSpread: [Math.min(...tbts(runs)), Math.max(...tbts(runs))],
    failing,
  };
}

const tbts = (runs: readonly Result[]) =>
  runs.map((run) => run.audits['total-blocking-time']?.numericValue ?? Number.NaN);

function goalMet(m: Measured): boolean {
  return (
    m.scores.every((score) => score >= GOALS.score) &&
    m.lcpMs <= GOALS.lcpMs &&
    m.tbtMs <= GOALS.tbtMs &&
    m.cls <= GOALS.cls
  );
}

const HEADER = `${'route'.padEnd(20)} perf a11y  b-p  seo     FCP     LCP    TBT  (runs' TBT)    CLS    bytes`;
function row(m: Measured): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(7);
  return [
    m.route.padEnd(20),
    ...m.scores.map((score) => String(score).padStart(4)),
    s(m.fcpMs),
    s(m.lcpMs),
    `${m.tbtMs.toFixed(0)} ms`.padStart(6),
    `(${m.tbtSpread.map((ms) => ms.toFixed(0)).join('-')})`.padStart(11),
    m.cls.toFixed(3).padStart(6),
    `${(m.bytes / 1024).toFixed(0)} kB`.padStart(8),
    goalMet(m) ? ' goal met' : ' goal missed',
  ].join(' ');
}

/**
 * One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like, which
 * Lighthouse itself says to run again) is tried again, twice at most.
 */
async function audit(url: string, port: number, attemptsLeft = 2) {
  const run = await lighthouse(url, { port, logLevel: 'error' });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!run.lhr.runtimeError || attemptsLeft === 0) return run;
  console.info(`  (${run.lhr.runtimeError.code} on ${url}: running it again)`);
  return audit(url, port, attemptsLeft - 1);
}

const work = mkdtempSync(join(tmpdir(), 'towing-lighthouse-'));
let site: Awaited<ReturnType<typeof startSite>> | undefined;
let chrome: Awaited<ReturnType<typeof launch>> | undefined;
try {
  buildMissingParts((message) => console.info(message));
  site = await startSite(
    work,
    OWNER_PHOTO ? { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : {},
  );
  if (OWNER_PHOTO) {
    const photo = await putOwnerPhoto(site.url, ADMIN, OWNER_PHOTO);
    const copies = [
      ...photo.copies.map((c) => `${c.format} ${c.width}: ${(c.bytes / 1024).toFixed(0)} kB`),
      ...photo.portrait.map(
        (c) => `${c.format} ${c.width} portrait: ${(c.bytes / 1024).toFixed(0)} kB`,
      ),
    ];
    console.info(
      `The owner's photo (${OWNER_PHOTO}) on the home hero, about page and first service: ${copies.join(', ')}\n`,
    );
  }
  const asked = process.argv.slice(2);
  const routes =
    asked.length > 0
      ? asked
      : lighthouseRoutes(await (await fetch(`${site.url}/sitemap.xml`)).text());
  chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  mkdirSync(REPORT_DIR, { recursive: true });
  console.info(
    `Lighthouse, default mobile config and simulated throttling, on ${site.url}; the median of ${RUNS} runs per route\n`,
  );
  console.info(HEADER);
  const results: Measured[] = [];
  for (const route of routes) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) runs.push((await audit(`${site.url}${route}`, chrome.port)).lhr);
    // A run that kept failing (no FCP) is left out; with none left, the last one shows why.
    const valid = filterToValidRuns(runs);
    const counted = valid.length > 0 ? valid : runs;
    const median = valid.length > 0 ? computeMedianRun(valid) : (runs.at(-1) as Result);
    const file = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
    writeFileSync(join(REPORT_DIR, `${file}.json`), JSON.stringify(median));
    const result = measured(route, median, counted);
    results.push(result);
    console.info(row(result));
  }
  console.info(
    `\ngoals: ${GOALS.score} in all four categories, LCP ≤ ${GOALS.lcpMs / 1000} s, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}; reports in ${REPORT_DIR}`,
  );
  const failing = new Map<string, string[]>();
  for (const result of results)
    for (const id of result.failing) failing.set(id, [...(failing.get(id) ?? []), result.route]);
  if (failing.size > 0) console.info('audits not passed (routes):');
  for (const [id, where] of failing)
    console.info(`  ${id}: ${where.length === results.length ? 'every route' : where.join(' ')}`);
  if (!results.every(goalMet)) process.exitCode = 1;
} finally {
  chrome?.kill();
  if (site) await stopChild(site.child);
  rmSync(work, { recursive: true, force: true });
}
