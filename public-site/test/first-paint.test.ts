import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_END_ID } from '../src/shared/first-screen.ts';
import { watchLayoutShifts } from './support/layout-shifts.ts';
import { servePageInTwoParts } from './support/page-in-two-parts.ts';
import { newPhoneContext, slowDown } from './support/phone.ts';
import { visitsSuite } from './support/visits.ts';

/**
 * The first frame a driver's phone paints on a weak signal: Chromium paints what it has parsed so
 * far unless the page says otherwise, and the header's buttons or the hero's last lines arriving a
 * moment later then move what is already on screen (CI met it as the hero test's layout shift).
 * The page holds its first paint until its first band is parsed (src/shared/first-screen.ts).
 */
const suite = visitsSuite();

interface FirstFrame {
  /** Whether the first band's end was parsed when the first frame was made. */
  readonly firstScreenWhole: boolean;
  /** The layout shifts' sum once the page has loaded, and what moved. */
  readonly shift: number;
  readonly moved: readonly string[];
}

/** Opens `path` on a phone with a 4× slower CPU and a link of 50 kB a second (CDP). */
async function firstFrameOnWeakSignal(path: string): Promise<FirstFrame> {
  const context = await newPhoneContext(suite.browser, { baseURL: suite.baseUrl });
  try {
    const page = await context.newPage();
    await slowDown(context, page, {
      latencyMs: 150,
      downloadBytesPerS: 50_000,
      uploadBytesPerS: 50_000,
    });
    const frame = await watchFirstFrame(page);
    await page.goto(path, { waitUntil: 'load' });
    return await frame();
  } finally {
    await context.close();
  }
}

/** Watches whether the first frame held the first band's end, and the page's layout shifts. */
async function watchFirstFrame(page: Page): Promise<() => Promise<FirstFrame>> {
  await page.addInitScript((markId) => {
    const seen = { firstScreenWhole: false };
    Object.assign(window, { firstFrameSeen: seen });
    // A frame callback runs only once the document may render: the first one is the first frame.
    requestAnimationFrame(() => {
      seen.firstScreenWhole = document.getElementById(markId) !== null;
    });
  }, FIRST_SCREEN_END_ID);
  const shifts = await watchLayoutShifts(page);
  return async () => {
    const { sum, moved } = await shifts();
    const { firstScreenWhole } = await page.evaluate(
      () => (window as unknown as { firstFrameSeen: { firstScreenWhole: boolean } }).firstFrameSeen,
    );
    return { firstScreenWhole, shift: sum, moved };
  };
}

describe('the first frame on a weak signal', () => {
  it('the home page paints its header and its whole hero at once, and nothing on them moves after', async () => {
    const frame = await firstFrameOnWeakSignal('/');
    expect(frame.firstScreenWhole).toBe(true);
    expect(frame.shift, frame.moved.join('\n')).toBe(0);
  });

  it.each([
    '/contact',
    '/services',
  ])('%s paints its header and its whole first band at once', async (path) => {
    const frame = await firstFrameOnWeakSignal(path);
    expect(frame.firstScreenWhole).toBe(true);
  });
});

/** Where the chat button ends, in the page's HTML: the call button comes right after it. */
function afterChatButton(html: string): number {
  const chat = html.indexOf('aria-label="Chat with us on WhatsApp');
  if (chat < 0) throw new Error('the page has no chat button');
  return html.indexOf('</a>', chat) + '</a>'.length;
}

describe('the bottom bar, last in the page', () => {
  it.each([
    ['a laptop', { width: 1280, height: 800 }],
    ['a phone', { width: 390, height: 844 }],
  ])('on %s, its chat button stays put when the call button arrives a moment later', async (_, viewport) => {
    const split = await servePageInTwoParts(suite.baseUrl, {
      path: '/',
      cutAt: afterChatButton,
      pauseMs: 1_000,
    });
    const context = await suite.browser.newContext({ viewport, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const shifts = await watchFirstFrame(page);
      await page.goto(`${split.baseUrl}/`, { waitUntil: 'load' });
      const frame = await shifts();
      expect(frame.shift, frame.moved.join('\n')).toBe(0);
    } finally {
      await context.close();
      await split.close();
    }
  });
});
