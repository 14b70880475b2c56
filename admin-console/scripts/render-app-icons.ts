// Renders the console's installable-app icons into admin-console/public/icons/ from shared-ui's
// brand mark (assets/brand/logo-mark.svg), in Debian's Chromium (ImageMagick's own SVG renderer
// outlines the shapes and fills open paths). The PNGs are committed; run this again when the mark
// changes:
//
//   node admin-console/scripts/render-app-icons.ts
//
// icon-192.png, icon-512.png  the mark on the favicon's rounded dark tile (purpose "any")
// icon-maskable-512.png       the mark inside the middle 80 % of a full dark square, which a
//                             launcher may cut to any shape (purpose "maskable")
// apple-touch-icon.png        180 px, full-bleed: iOS rounds the corners itself
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CONSOLE = join(import.meta.dirname, '..');
// shared-ui by its package name, as npm links the workspace.
const MARK = join(CONSOLE, '../node_modules/@tow/shared-ui/assets/brand/logo-mark.svg');
const OUT = join(CONSOLE, 'public', 'icons');

const BG = '#0d1117'; // --color-bg: the console's background and theme colour
const EDGE = '#1f2630'; // --color-raised: the favicon's tile edge
const mark = readFileSync(MARK, 'utf8')
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '');

const TILES = {
  any: `<rect width="48" height="48" rx="10" fill="${BG}"/><rect x="1" y="1" width="46" height="46" rx="9" fill="none" stroke="${EDGE}" stroke-width="2"/><g transform="translate(4.3 3) scale(.82)">${mark}</g>`,
  maskable: `<rect width="48" height="48" fill="${BG}"/><g transform="translate(9.3 7.9) scale(.6)">${mark}</g>`,
  apple: `<rect width="48" height="48" fill="${BG}"/><g transform="translate(6 5.5) scale(.75)">${mark}</g>`,
};

const ICONS: [file: string, tile: keyof typeof TILES, size: number][] = [
  ['icon-192.png', 'any', 192],
  ['icon-512.png', 'any', 512],
  ['icon-maskable-512.png', 'maskable', 512],
  ['apple-touch-icon.png', 'apple', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const [file, tile, size] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48" style="display:block">${TILES[tile]}</svg></body>`,
    );
    // Transparent around the rounded tile; the others cover every pixel.
    await page.screenshot({ path: join(OUT, file), omitBackground: true });
    await page.close();
    console.log(`  ${file.padEnd(24)} ${String(statSync(join(OUT, file)).size).padStart(6)} bytes`);
  }
} finally {
  await browser.close();
}
