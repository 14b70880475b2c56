import type { Page } from 'playwright-core';

/** The layout shifts a page has made so far: their sum, and each moved element with its rects. */
export interface LayoutShifts {
  readonly sum: number;
  /** When, what, from where to where: so a failure names what moved. */
  readonly moved: readonly string[];
}

/**
 * Watches `page`'s layout shifts from its start (an init script, before any of the page's own);
 * answers a reader of what it has seen.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<LayoutShifts>> {
  await page.addInitScript(() => {
    const seen = { sum: 0, moved: [] as string[] };
    Object.assign(window, { layoutShiftsSeen: seen });
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        seen.sum += entry.value;
        for (const { node, previousRect: was, currentRect: now } of entry.sources) {
          const name =
            node instanceof Element ? `${node.tagName}.${node.className}` : node?.nodeName;
          seen.moved.push(
            `${Math.round(entry.startTime)} ms ${name}: (${was.x}, ${was.y})→(${now.x}, ${now.y}), ${was.width}×${was.height}→${now.width}×${now.height} px`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { layoutShiftsSeen: LayoutShifts }).layoutShiftsSeen);
}
