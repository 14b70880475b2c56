/**
 * Chromium for the browser tests of both apps (public site and console): launch, a watch on each
 * page's console errors and requests, axe-core's WCAG 2.2 AA check and screenshots. It lives with
 * shared-ui, the package both apps build their screens from, so neither app's tests import the
 * other's.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type BrowserServer, chromium, type Page, type Request } from 'playwright-core';
import { REPO_ROOT } from './product.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** Where screenshots go: the repository's git-ignored `artifacts/` folder. */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'artifacts', 'screenshots');

/**
 * Launches Debian's Chromium (or CHROMIUM_PATH) for test files to connect to (productBrowser()).
 * A missing browser is a failure, never a skip.
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's \`chromium\` package ` +
        '(apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** What a page did while it was open: problems to fail on, and every URL it asked for. */
export interface PageWatch {
  /** Console errors, CSP violations, React hydration warnings and uncaught page errors. */
  readonly problems: string[];
  /** Every request URL, in order. */
  readonly requests: string[];
  /** Request URLs on any host but the site's own. */
  foreignRequests(): string[];
}

const HYDRATION_WARNING =
  /hydrat|did not match|Minified React error #(418|419|421|422|423|425)|server rendered (HTML|text)/i;

/**
 * Starts watching a page for console errors, CSP violations, hydration warnings, page errors and
 * requests. Call it before the page's first navigation.
 */
export function watchPage(page: Page, baseUrl: string): PageWatch {
  const origin = new URL(baseUrl).origin;
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const text = message.text();
    if (type === 'error' || HYDRATION_WARNING.test(text)) {
      const where = message.location().url;
      problems.push(`console.${type}: ${text}${where ? ` (${where})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // Chromium logs a blocked load as a console error, but a blocked eval only throws (often
  // caught by the page): the policy's own event catches every kind of violation.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`,
      );
    });
  });
  page.on('request', (request) => {
    requests.push(request.url());
  });
  return {
    problems,
    requests,
    foreignRequests: () =>
      requests.filter((url) => {
        if (url.startsWith('data:') || url.startsWith('blob:')) return false;
        try {
          return new URL(url).origin !== origin;
        } catch {
          return true;
        }
      }),
  };
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string; html: string }[];
}

/** Runs axe-core on the page with the WCAG 2.0/2.1/2.2 A and AA rules; returns a readable report. */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Colours measured while a modal or menu fades in would be wrong: let transitions finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)), // a cancelled one rejects
    ),
  );
  // Evaluated by the test driver, not added as an inline <script>: the pages' CSP (rightly)
  // refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
      },
      resultTypes: ['violations'],
    })) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as AxeViolation[]).map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      )
      .join('\n');
    const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
    return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
  });
}

/** `/` → `home`, `/areas/birmingham` → `areas-birmingham`. */
export function routeSlug(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-');
  return slug === '' ? 'home' : slug;
}

/** Saves a full-page screenshot to artifacts/screenshots/<route>-<width>.png. */
export async function saveScreenshot(page: Page, path: string, width: number): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${routeSlug(path)}-${width}.png`);
  // Scroll through once so lazy images load as they would for a reader, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await waitForNetworkQuiet(page);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** Requests a page has on their way, for pages that keep an event stream open. */
interface NetworkTracker {
  readonly inflight: Set<Request>;
  /** Bumped on every request start and end. */
  changes: number;
}

const trackers = new WeakMap<Page, NetworkTracker>();
const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 30_000;

/**
 * Follows the page's requests from now on (call it before the first navigation), leaving out
 * long-lived `text/event-stream` ones: the admin console keeps its live stream open, so
 * Playwright's `networkidle` would never come. `waitForNetworkQuiet` then uses this.
 */
export function trackNetwork(page: Page): void {
  const tracker: NetworkTracker = { inflight: new Set(), changes: 0 };
  const done = (request: Request) => {
    if (tracker.inflight.delete(request)) tracker.changes++;
  };
  page.on('request', (request) => {
    if (request.headers().accept === 'text/event-stream') return;
    tracker.inflight.add(request);
    tracker.changes++;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  trackers.set(page, tracker);
}

/**
 * No request on its way for half a second (what `networkidle` means), event streams aside on a
 * page given to `trackNetwork`; plain `networkidle` otherwise.
 */
export async function waitForNetworkQuiet(page: Page): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const seen = tracker.changes;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    if (tracker.inflight.size === 0 && tracker.changes === seen) return;
  }
  const left = [...tracker.inflight].map((request) => request.url()).join(', ');
  throw new Error(`The page's network never went quiet; still on their way: ${left}`);
}
