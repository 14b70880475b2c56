import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from './support/public-routes.ts';
import { visitsSuite } from './support/visits.ts';

/**
 * What a first visit costs a phone on a weak signal (issue 12, item 3): the bytes that come over
 * the wire (CDP's encoded lengths: compressed bodies and headers) from navigation until the
 * network is idle and the page script has run, at 390 px, with no input, on every public route.
 * The service worker (its offline copy starts once the page is loaded and idle) is left out, as
 * in the other browser tests, and so are background videos asked for after the load event.
 */
const suite = visitsSuite();
const { baseUrl } = suite;
const KB = 1024;
const TOTAL_BUDGET = 250 * KB;
/** Islands load React and shared-ui on a visitor's first touch, click or key, never before. */
const JS_BUDGET = 60 * KB;
const KINDS = ['js', 'css', 'html', 'images', 'fonts', 'media', 'other'] as const;
type Kind = (typeof KINDS)[number];

const KIND_OF: Record<string, Kind> = {
  Script: 'js',
  Stylesheet: 'css',
  Document: 'html',
  Image: 'images',
  Font: 'fonts',
  Media: 'media',
};

interface Weight {
  readonly byKind: Record<Kind, number>;
  readonly total: number;
  /** Background video asked for after the load event, which the budget lets wait for idle. */
  readonly lateMedia: number;
  readonly admin: number;
}

async function firstVisitWeight(path: string): Promise<Weight> {
  const context = await suite.browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, { url: string; kind: Kind; bytes: number; at: number }>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
      const kind = KIND_OF[type ?? ''] ?? 'other';
      requests.set(requestId, { url: request.url, kind, bytes: 0, at: timestamp });
    });
    let loadedAt = Number.POSITIVE_INFINITY;
    cdp.on('Page.loadEventFired', ({ timestamp }) => {
      loadedAt = timestamp;
    });
    // Bytes of a request still on its way (or cut off) when the network went idle count too.
    cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) request.bytes += encodedDataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) request.bytes = Math.max(request.bytes, encodedDataLength);
    });
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // The page script loads just after the first paint, which may come after a quiet network:
    // it has run once the header's menu toggle carries aria-expanded.
    await page.waitForSelector('button[aria-controls="mobile-menu"][aria-expanded]', {
      state: 'attached',
      timeout: 15_000,
    });
    const byKind = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
    let admin = 0;
    let lateMedia = 0;
    for (const { url, kind, bytes, at } of requests.values()) {
      byKind[kind] += bytes;
      if (new URL(url).pathname.startsWith('/admin')) admin += bytes;
      if (kind === 'media' && at > loadedAt) lateMedia += bytes;
    }
    const total = KINDS.reduce((sum, kind) => sum + byKind[kind], 0);
    return { byKind, total, lateMedia, admin };
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

describe('a first visit at 390 px, until the network is idle', () => {
  it.each(
    PUBLIC_ROUTES,
  )(`%s comes in at most ${TOTAL_BUDGET / KB} kB with at most ${JS_BUDGET / KB} kB of JavaScript, none of it console code`, async (path) => {
    const weight = await firstVisitWeight(path);
    console.info(
      `${path.padEnd(20)} total ${kB(weight.total)}  ${KINDS.map((k) => `${k} ${kB(weight.byKind[k])}`).join('  ')}  (media after load ${kB(weight.lateMedia)})`,
    );
    expect(weight.admin, 'bytes from /admin').toBe(0);
    expect(weight.byKind.js, `JavaScript (${kB(weight.byKind.js)})`).toBeLessThanOrEqual(JS_BUDGET);
    // The background videos may start once the page is loaded and idle (the page script starts
    // them then); everything the page needs to show itself counts.
    const budgeted = weight.total - weight.lateMedia;
    expect(budgeted, `bytes without the late videos (${kB(budgeted)})`).toBeLessThanOrEqual(
      TOTAL_BUDGET,
    );
  });
});
