import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * Loads a public page in headless Chromium and reports what a visitor gets:
 * console errors/warnings (hydration mismatches show up there), the text of the first button
 * before and after a click, and the gzip size of every JS and CSS response of the first load.
 *
 *   node public-site/scripts/check-page.ts http://127.0.0.1:4310/
 */
const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const messages: string[] = [];
  page.on('console', (m) => {
    // Headless Chromium asks for /favicon.ico on its own; that is not the page's doing.
    if (m.location().url.endsWith('/favicon.ico')) return;
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => messages.push(`requestfailed: ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) messages.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  const assets: { url: string; type: string; bytes: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    assets.push({
      url: response.url(),
      type,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });

  await page.goto(url, { waitUntil: 'networkidle' });
  // Hydrated = React attached its handlers: a click updates the counter.
  const button = page.locator('main button').first();
  const before = await button.textContent();
  await button.click();
  const clickWorked = await page
    .waitForFunction(
      () => document.querySelector('[data-testid="clicks"]')?.textContent === '1',
      null,
      {
        timeout: 5000,
      },
    )
    .then(() => true)
    .catch(() => false);
  const stylesheets = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
  );

  const total = (type?: string) =>
    assets.filter((a) => !type || a.type === type).reduce((n, a) => n + a.gzip, 0);
  console.log(
    JSON.stringify({ url, buttonText: before, clickWorked, messages, stylesheets }, null, 2),
  );
  for (const a of assets.sort((x, y) => y.gzip - x.gzip)) {
    console.log(
      `${String(a.gzip).padStart(7)} gz ${String(a.bytes).padStart(7)} raw  ${a.type.padEnd(10)} ${a.url}`,
    );
  }
  console.log(
    `first load: ${assets.length} files, JS ${total('script')} B gz, CSS ${total('stylesheet')} B gz, total ${total()} B gz`,
  );
  if (messages.length > 0 || !clickWorked) process.exitCode = 1;
} finally {
  await browser.close();
}
