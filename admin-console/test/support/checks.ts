import { axeViolations } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core finds nothing on the page as it is now (modal open or not). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${what}:\n${violations.join('\n\n')}`).toEqual([]);
}

/** Nothing makes the page scroll sideways, on a phone or a desktop. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/**
 * Every visible control matched by `selector` is at least 44 px tall (and wide, unless
 * `heightOnly`: a checkbox sits inside a taller label row) so a thumb can hit it.
 */
export async function expectTapTargets(
  page: Page,
  selector = 'main a[href], main button, main input, main select',
  { heightOnly = false } = {},
): Promise<void> {
  const small = await page.evaluate(
    ({ selector, heightOnly }) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.height < 44 || (!heightOnly && box.width < 44)))
        .map(({ el, box }) => `${el.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
    { selector, heightOnly },
  );
  expect(small, 'controls smaller than 44 px').toEqual([]);
}

/**
 * The page's data table shows every column whole: nothing in it needs a sideways scroll, and no
 * heading or cell reaches past the table's visible box.
 */
export async function expectTableFits(page: Page): Promise<void> {
  const clipped = await page.evaluate(() => {
    const table = document.querySelector('main table');
    const box = table?.parentElement;
    if (!table || !box) return ['no table on the page'];
    const edge = box.getBoundingClientRect().right;
    const cells = [...table.querySelectorAll<HTMLElement>('th, td')]
      .filter((cell) => cell.getBoundingClientRect().right > edge + 0.5)
      .map((cell) => `${cell.tagName} "${cell.textContent?.slice(0, 40)}" ends past the table`);
    const hidden = box.scrollWidth - box.clientWidth;
    return hidden > 0 ? [`${hidden} px to scroll sideways`, ...cells] : cells;
  });
  expect(clipped, 'clipped table columns').toEqual([]);
}
