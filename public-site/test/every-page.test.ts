import { axeViolations, saveScreenshot } from '@tow/e2e/browser';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from './support/public-routes.ts';
import { expectCleanVisit, visitsSuite } from './support/visits.ts';

/** Every public page (and the 404 page) in Chromium at phone and laptop widths. */
const { visit, closeAll } = visitsSuite();
const WIDTHS = [390, 1280] as const;
const ROUTES = [...PUBLIC_ROUTES, '/no-such-page'];

describe.each(WIDTHS)('every page at %i px wide', (width) => {
  it.each(
    ROUTES,
  )(`%s loads without errors or foreign requests, passes axe, and is saved as a screenshot`, async (path) => {
    const visitPage = await visit(path, width);
    try {
      const { page } = visitPage;
      // No horizontal scrolling on a phone or a laptop.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      const violations = await axeViolations(page);
      expect(violations, `axe violations:\n${violations.join('\n\n')}`).toEqual([]);
      await saveScreenshot(page, path, width);
      expectCleanVisit(visitPage, { notFound: path === '/no-such-page' });
    } finally {
      await closeAll();
    }
  });
});
