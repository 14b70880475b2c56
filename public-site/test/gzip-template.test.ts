import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GzipTemplate } from '../src/server/gzip-template.ts';

const STAND_IN = randomBytes(18).toString('base64url');
const nonce = () => randomBytes(16).toString('base64');

// Text on both sides of each stand-in repeats, so later pieces refer back across a nonce.
const rules = Array.from({ length: 400 }, (_, i) => `._rule_abcde_${i}{color:red}`).join('');
const page = `<style nonce="${STAND_IN}">${rules}</style><script nonce="${STAND_IN}"></script><body>${rules}${'<p class="_rule_abcde_7">hello</p>'.repeat(300)}</body>`;

describe('a cached page compressed once for every nonce', () => {
  it('unzips to the page with each response’s own nonce in every place', () => {
    const template = new GzipTemplate(page, STAND_IN);
    for (const value of [nonce(), nonce()]) {
      expect(gunzipSync(template.render(value)).toString()).toBe(page.replaceAll(STAND_IN, value));
    }
  });

  it('is about as small as the page gzipped whole: the body refers back to the style', () => {
    const sent = new GzipTemplate(page, STAND_IN).render(nonce()).length;
    const whole = gzipSync(page.replaceAll(STAND_IN, nonce()), { level: 9 }).length;
    expect(sent).toBeLessThan(whole * 1.1);
  });

  it('refuses a nonce of another length than its stand-in', () => {
    expect(() => new GzipTemplate(page, STAND_IN).render('short')).toThrow(/as long as/);
  });
});
