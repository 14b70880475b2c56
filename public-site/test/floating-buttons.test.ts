import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { routeSlug, SCREENSHOT_DIR } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/open-page.ts';
import { PUBLIC_ROUTES } from './support/public-routes.ts';
import { visitsSuite } from './support/visits.ts';

/**
 * The floating call and chat buttons never sit on a form field or on text the visitor can see
 * (issue 12, item 6): at the top, middle and bottom of each page, and with the top, middle and
 * bottom of the callback form at the bottom of the screen, where the buttons are. The layout is
 * the server's HTML and CSS, so the pages open without JavaScript (as on a weak signal, and
 * without the home page's pop-up). Each position is saved under artifacts/screenshots/floating/.
 */
const suite = visitsSuite();
const { baseUrl } = suite;
const FLOATING = 'a[aria-label^="Chat with us on WhatsApp"], a[aria-label^="Call now on"]';
const SHOTS = join(SCREENSHOT_DIR, 'floating');

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Scroll positions to check: the page's own, then the callback form's (when it has one). */
async function scrollPositions(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const positions: Record<string, number> = { top: 0, middle: Math.round(end / 2), bottom: end };
    const form = document.querySelector('main form');
    if (form) {
      const box = form.getBoundingClientRect();
      const top = box.top + window.scrollY;
      // That part of the form at the bottom edge of the screen, where the buttons sit.
      for (const [name, y] of [
        ['form-top', top],
        ['form-middle', top + box.height / 2],
        ['form-bottom', top + box.height],
      ] as const) {
        positions[name] = Math.max(0, Math.min(end, Math.round(y - window.innerHeight + 40)));
      }
    }
    return positions;
  });
}

/**
 * Form controls and paragraph lines a floating button overlaps while the visitor still sees
 * them beside it, on the same rows. Content behind an opaque strip the buttons sit on is out of
 * sight there, as below the fold, and is not counted.
 */
function coveredContent(selector: string): string[] {
  const buttons = [...document.querySelectorAll(selector)].map((b) => b.getBoundingClientRect());
  const inButton = (x: number, y: number) =>
    buttons.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);
  const targets: [Element, DOMRect[]][] = [];
  for (const control of document.querySelectorAll('input, select, textarea, button')) {
    if (control.checkVisibility()) targets.push([control, [control.getBoundingClientRect()]]);
  }
  for (const paragraph of document.querySelectorAll('p')) {
    if (!paragraph.checkVisibility() || !paragraph.textContent?.trim()) continue;
    const lines = document.createRange();
    lines.selectNodeContents(paragraph);
    targets.push([paragraph, [...lines.getClientRects()]]);
  }
  const covered: string[] = [];
  for (const [element, rects] of targets) {
    const seenBeside = rects.some((rect) =>
      buttons.some((button) => {
        const top = Math.max(rect.top, button.top);
        const bottom = Math.min(rect.bottom, button.bottom);
        if (bottom <= top || rect.right <= button.left || rect.left >= button.right) return false;
        for (let y = top + 1; y < bottom; y += 4) {
          for (let x = rect.left + 1; x < rect.right; x += 4) {
            if (inButton(x, y)) continue;
            const hit = document.elementFromPoint(x, y);
            if (hit && (hit === element || element.contains(hit))) return true;
          }
        }
        return false;
      }),
    );
    if (seenBeside) {
      const name = element.getAttribute('name') ?? element.textContent?.trim().slice(0, 60);
      covered.push(`<${element.tagName.toLowerCase()}> ${name}`);
    }
  }
  return covered;
}

/** Controls and paragraph lines that stay below the buttons' top with the page scrolled to its end. */
function unreachableAtEnd(selector: string): string[] {
  const top = Math.min(
    ...[...document.querySelectorAll(selector)].map((b) => b.getBoundingClientRect().top),
  );
  const below: string[] = [];
  for (const element of document.querySelectorAll('input, select, textarea, button, p')) {
    if (!element.checkVisibility()) continue;
    if (element.getBoundingClientRect().bottom > top + 1) {
      below.push(`<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 60)}`);
    }
  }
  return below;
}

describe.each([390, 1280])('the floating buttons at %i px wide', (width) => {
  it.each(
    PUBLIC_ROUTES,
  )('%s: never on a form field or on text in sight, and the page ends above them', async (path) => {
    const open = await openPage(suite.browser, baseUrl, path, { width, javaScriptEnabled: false });
    try {
      const { page } = open;
      expect(await page.locator(FLOATING).count(), 'the call and chat buttons').toBe(2);
      for (const [name, y] of Object.entries(await scrollPositions(page))) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.screenshot({ path: join(SHOTS, `${routeSlug(path)}-${width}-${name}.png`) });
        expect(await page.evaluate(coveredContent, FLOATING), `scrolled to ${name}`).toEqual([]);
        if (name === 'bottom') {
          expect(await page.evaluate(unreachableAtEnd, FLOATING), 'at the end').toEqual([]);
        }
      }
    } finally {
      await open.close();
    }
  });
});
