import { describe, expect, it } from 'vitest';
import { visitsSuite } from './support/visits.ts';

/**
 * The pages' Content-Security-Policy names the hash of the one `<style>` the server writes:
 * in Chromium that style applies, and an inline script or style someone manages to put into the
 * page (here added to the server's answer, its headers kept) is refused.
 */
const suite = visitsSuite();
const { baseUrl } = suite;

describe('the policy of a public page in Chromium', () => {
  it('applies the page’s own inline style and refuses an inline script or style added to it', async () => {
    const context = await suite.browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (directive: string) => {
        violations.push(directive);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation: (d: string) => void }).reportViolation(
            event.effectiveDirective,
          );
        });
      });
      await page.route(`${baseUrl}/services`, async (route) => {
        const answer = await route.fetch();
        const injected = (await answer.text()).replace(
          '</head>',
          '<script>window.injectedRan = true</script><style>:root { --injected: 1 }</style></head>',
        );
        // The body is sent decoded: its encoding and length headers would no longer match.
        const { 'content-encoding': _, 'content-length': __, ...headers } = answer.headers();
        await route.fulfill({ status: answer.status(), headers, body: injected });
      });
      await page.goto(`${baseUrl}/services`, { waitUntil: 'load' });
      const seen = await page.evaluate(() => ({
        scriptRan: (window as unknown as { injectedRan?: boolean }).injectedRan === true,
        injectedStyle: getComputedStyle(document.documentElement).getPropertyValue('--injected'),
        ownStyle: getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
      }));
      expect(seen.scriptRan, 'the injected script ran').toBe(false);
      expect(seen.injectedStyle, 'the injected style applied').toBe('');
      expect(seen.ownStyle.trim(), 'the page’s own style applied').not.toBe('');
      await expect
        .poll(() => [...violations].sort())
        .toEqual(['script-src-elem', 'style-src-elem']);
    } finally {
      await context.close();
    }
  });
});
