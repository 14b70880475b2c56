import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './support/suite.ts';

/** The console as an app staff add to a phone's Home Screen: manifest, icons, Apple tags. */
const suite = consoleSuite();

interface Manifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(bytes: Uint8Array): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

async function fetchManifest(): Promise<{ url: string; type: string | null; manifest: Manifest }> {
  const url = `${suite.baseUrl}/admin/manifest.webmanifest`;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return {
    url,
    type: response.headers.get('content-type'),
    manifest: (await response.json()) as Manifest,
  };
}

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A phone that says it is an iPhone (opened from the Home Screen or not). */
function asIphone(standalone: boolean) {
  return async (context: BrowserContext) => {
    await context.addInitScript(
      ({ userAgent, standalone }) => {
        Object.defineProperty(navigator, 'userAgent', { get: () => userAgent });
        Object.defineProperty(navigator, 'standalone', { get: () => standalone });
      },
      { userAgent: IPHONE_SAFARI, standalone },
    );
  };
}

const HOME_SCREEN_HINT =
  /only in the console added to the Home Screen: tap Share, then Add to Home Screen/;

describe('the console as an installable app', () => {
  it('serves a manifest a phone can install: name, standalone, start URL in its scope under /admin/', async () => {
    const { url, type, manifest } = await fetchManifest();
    expect(type).toBe('application/manifest+json');
    expect(manifest.name).toBe('Towing & Recovery Admin Console');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    const scope = new URL(manifest.scope, url);
    const start = new URL(manifest.start_url, url);
    expect(scope.pathname).toBe('/admin/');
    expect(start.href.startsWith(scope.href)).toBe(true);
    expect(manifest.theme_color).toBe('#0d1117');
    expect(manifest.background_color).toBe('#0d1117');
  });

  it('lists 192 and 512 px icons and a maskable one, each loading as a PNG of its size', async () => {
    const { url, manifest } = await fetchManifest();
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, url));
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
      expect(pngSize(new Uint8Array(await response.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
  });

  it('Chromium reads the page’s manifest without errors and finds it installable', async () => {
    const { page } = await suite.visit('/admin/', { width: 390 });
    const cdp = await page.context().newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    expect(read.url).toBe(`${suite.baseUrl}/admin/manifest.webmanifest`);
    expect(read.errors).toEqual([]);
    const installable = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // The test's browser contexts are incognito windows, where Chromium installs nothing.
    const errors = installable.installabilityErrors.map((error) => error.errorId);
    expect(errors.filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  it('gives an iPhone the Home Screen icon, title and status bar tags', async () => {
    const { page } = await suite.visit('/admin/', { width: 390 });
    const head = await page.evaluate(() => {
      const meta = (name: string) =>
        document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
      return {
        icon: document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href,
        capable: meta('apple-mobile-web-app-capable'),
        title: meta('apple-mobile-web-app-title'),
        statusBar: meta('apple-mobile-web-app-status-bar-style'),
      };
    });
    expect(head).toMatchObject({ capable: 'yes', title: 'Tow Admin', statusBar: 'black' });
    const icon = await fetch(head.icon ?? '');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await icon.arrayBuffer()))).toBe('180x180');
  });

  it('tells iPhone staff in Safari that push needs the console on the Home Screen', async () => {
    const { page } = await suite.visit('/admin', { width: 390, prepare: asIphone(false) });
    await page.getByText(HOME_SCREEN_HINT).waitFor();
  });

  it('does not say so once the console is opened from the Home Screen', async () => {
    const { page } = await suite.visit('/admin', { width: 390, prepare: asIphone(true) });
    await page.getByLabel('Notify me on this device').waitFor();
    expect(await page.getByText(HOME_SCREEN_HINT).count()).toBe(0);
  });
});
