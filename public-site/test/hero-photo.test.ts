import { watchPage } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchLayoutShifts } from './support/layout-shifts.ts';
import { placeOwnerPhoto, setFirstServicePhoto } from './support/test-photo-upload.ts';
import { expectCleanVisit, visitsSuite } from './support/visits.ts';

/**
 * The owner's photo as the home page's hero: the first screen's largest paint, so the copy a
 * screen gets decides how soon the page looks ready, and nothing else may take the link from it
 * (issue 29: the speed goals hold with the owner's photos in place).
 */
const suite = visitsSuite();
const { baseUrl } = suite;

interface HeroVisit {
  /** The media library's files the page asked for, with the priority Chromium gave each. */
  readonly photoRequests: readonly { url: string; priority: string }[];
  /** What the hero's `<img>` shows. */
  readonly shown: string;
  /** The URL of the page's largest contentful paint, and the layout shifts' sum. */
  readonly largestPaint: string;
  readonly layoutShift: number;
  /** What moved in those shifts. */
  readonly moved: readonly string[];
}

/** Lighthouse's phone: 412 × 823 at 1.75. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

/** A fresh visitor's browser on a screen this size, with or without JavaScript. */
function newVisitor(
  viewport: { width: number; height: number },
  deviceScaleFactor: number,
  javaScriptEnabled = true,
) {
  const phone = viewport.width < 600;
  return suite.browser.newContext({
    baseURL: baseUrl,
    viewport,
    deviceScaleFactor,
    isMobile: phone,
    hasTouch: phone,
    javaScriptEnabled,
    serviceWorkers: 'block',
  });
}

interface PaintsSeen {
  paint: string;
  shift: number;
  /** Each shift's moved elements: when, what, from where to where. */
  moved: readonly string[];
}

/**
 * Watches the page from its start: answers its largest contentful paint (the URL's path) and the
 * sum of its layout shifts so far.
 */
async function watchPaints(page: Page): Promise<() => Promise<PaintsSeen>> {
  await page.addInitScript(() => {
    const seen = { paint: '' };
    Object.assign(window, { largestPaintSeen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[])
        seen.paint = new URL(entry.url || location.href).pathname;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const shifts = await watchLayoutShifts(page);
  return async () => {
    const { sum, moved } = await shifts();
    const { paint } = await page.evaluate(
      () => (window as unknown as { largestPaintSeen: { paint: string } }).largestPaintSeen,
    );
    return { paint, shift: sum, moved };
  };
}

/** Opens `/` on a screen this size and reads what the hero took and how the page painted. */
async function visitHome(viewport: { width: number; height: number }, deviceScaleFactor: number) {
  const context = await newVisitor(viewport, deviceScaleFactor);
  try {
    const page = await context.newPage();
    const watch = watchPage(page, baseUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const photoRequests: { url: string; priority: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/media/files/'))
        photoRequests.push({ url: pathname, priority: request.initialPriority });
    });
    const paints = await watchPaints(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const { paint, shift, moved } = await paints();
    const hero = page.locator('#main section').first().locator('img');
    // networkidle can come before the picture has settled on a copy (one CI run on a loaded
    // machine read the page's own address): read what it shows once it is on screen.
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const shown = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expectCleanVisit({ page, context, watch, close: () => context.close() });
    return {
      photoRequests,
      shown,
      largestPaint: paint,
      layoutShift: shift,
      moved,
    } satisfies HeroVisit;
  } finally {
    await context.close();
  }
}

const owner = placeOwnerPhoto(
  suite,
  { width: 2400, height: 1600, alt: 'Hero test: our truck at dusk' },
  { homeHero: true, about: false },
);

describe("the owner's photo as the home hero", () => {
  it('a phone held upright gets the portrait cut alone, asked for first at high priority, and paints it as the largest thing with nothing moving', async () => {
    const portrait = owner.photo.portrait.find((copy) => copy.format === 'avif')?.url;
    expect(portrait).toBeDefined();
    const visit = await visitHome(PHONE.viewport, PHONE.deviceScaleFactor);
    expect(visit.shown).toBe(portrait);
    expect(visit.photoRequests).toEqual([{ url: portrait, priority: 'High' }]);
    expect(visit.largestPaint).toBe(portrait);
    expect(visit.layoutShift, visit.moved.join('\n')).toBe(0);
  });

  it('a laptop gets the whole photo at its screen width, once', async () => {
    const whole = owner.photo.copies.find(
      (copy) => copy.format === 'avif' && copy.width === 1600,
    )?.url;
    const visit = await visitHome({ width: 1280, height: 800 }, 1);
    expect(visit.shown).toBe(whole);
    expect(visit.photoRequests).toEqual([{ url: whole, priority: 'High' }]);
    expect(visit.largestPaint).toBe(whole);
    expect(visit.layoutShift, visit.moved.join('\n')).toBe(0);
  });
});

describe("the home page's first service card with the owner's photo", () => {
  const cardPhoto = 'section[aria-labelledby="home-services"] picture img';

  beforeAll(() => setFirstServicePhoto(owner.admin, owner.photo.id));
  afterAll(() => setFirstServicePhoto(owner.admin, null));

  it('asks for its photo only once the page has loaded, then shows it in the place kept for it, the hero staying the largest paint', async () => {
    const context = await newVisitor(PHONE.viewport, PHONE.deviceScaleFactor);
    try {
      const page = await context.newPage();
      const paints = await watchPaints(page);
      await page.goto('/');
      const card = page.locator(cardPhoto).first();
      const boxBefore = await card.evaluate(
        (img) => img.parentElement?.parentElement?.getBoundingClientRect().height,
      );
      await card.scrollIntoViewIfNeeded();
      await expect
        .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const seen = await page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>(
          'section[aria-labelledby="home-services"] picture img',
        );
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const asked = performance.getEntriesByName(img?.currentSrc ?? '')[0]?.startTime ?? -1;
        return {
          loaded: navigation?.loadEventEnd ?? Number.POSITIVE_INFINITY,
          asked,
          box: img?.parentElement?.parentElement?.getBoundingClientRect().height,
        };
      });
      expect(seen.asked).toBeGreaterThanOrEqual(seen.loaded);
      expect(seen.box).toBe(boxBefore);
      const { paint, shift } = await paints();
      expect(paint).toBe(owner.photo.portrait.find((copy) => copy.format === 'avif')?.url);
      // The site's goal, CLS ≤ 0.01 (one run saw 0.0004 from elsewhere on the page); the card's
      // own box is held to the pixel above.
      expect(shift).toBeLessThanOrEqual(0.01);
    } finally {
      await context.close();
    }
  });

  it('shows its photo to a visitor without JavaScript', async () => {
    const context = await newVisitor(PHONE.viewport, PHONE.deviceScaleFactor, false);
    try {
      const page = await context.newPage();
      await page.goto('/');
      const card = page.locator(cardPhoto).first();
      await card.scrollIntoViewIfNeeded();
      await expect
        .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await card.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
