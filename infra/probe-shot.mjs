import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const [w,h] of [[390,844],[1280,800]]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, ...(w<600?{isMobile: true, hasTouch: true}:{}) });
  const p = await ctx.newPage();
  await p.goto('http://127.0.0.1:4711/contact', { waitUntil: 'networkidle' });
  await p.locator('form').first().scrollIntoViewIfNeeded();
  await p.screenshot({ path: `/tmp/lhwork/contact-${w}.png` });
  const r = await p.evaluate(() => { const f = document.querySelector('form').getBoundingClientRect(); return [scrollY, f.top, f.bottom, innerHeight]; });
  console.log(w, r);
  await ctx.close();
}
await b.close();
