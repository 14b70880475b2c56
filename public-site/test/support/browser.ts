import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { REPO_ROOT } from './site.ts';

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

/** Launches Debian's Chromium (or CHROMIUM_PATH). A missing browser is a failure, never a skip. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's \`chromium\` package ` +
        '(apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** What a page did while it was open: problems to fail on, and every URL it asked for. */
export interface PageWatch {
  /** Console errors, React hydration warnings and uncaught page errors. */
  readonly problems: string[];
  /** Every request URL, in order. */
  readonly requests: string[];
  /** Request URLs on any host but the site's own. */
  foreignRequests(): string[];
}

const HYDRATION_WARNING =
  /hydrat|did not match|Minified React error #(418|419|421|422|423|425)|server rendered (HTML|text)/i;

/** Starts watching a page for console errors, hydration warnings, page errors and requests. */
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

export interface OpenPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly watch: PageWatch;
  close(): Promise<void>;
}

/**
 * Opens `path` in a new context at the given viewport width (and a phone-like height when
 * narrow), waits until the network is idle (hydrated), and watches it from the first request.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: { width: number; height?: number; javaScriptEnabled?: boolean } = { width: 1280 },
): Promise<OpenPage> {
  const { width, javaScriptEnabled = true } = options;
  const height = options.height ?? (width < 600 ? 844 : 800);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height },
    javaScriptEnabled,
    serviceWorkers: 'block',
    ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const watch = watchPage(page, baseUrl);
  await page.goto(path, { waitUntil: 'networkidle' });
  if (javaScriptEnabled) await waitForHydration(page);
  return { page, context, watch, close: () => context.close() };
}

/**
 * Hydrated = React has taken over the server HTML. The header's menu button is a plain link to
 * the footer in the server HTML and becomes a real <button> only once React runs in the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('button[aria-controls="mobile-menu"]', {
    state: 'attached',
    timeout: 15_000,
  });
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
  await page.addScriptTag({ content: axeSource });
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
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
