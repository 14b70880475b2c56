import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { tokens } from '../src/styles/tokens.ts';

const css = readFileSync(new URL('../src/styles/tokens.css', import.meta.url), 'utf8');
const root = css.slice(css.indexOf(':root'), css.indexOf('}'));
const declared = new Map(
  [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()] as const),
);
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('design tokens', () => {
  test('the TS object mirrors tokens.css', () => {
    const pairs: [string, string][] = [
      ...Object.entries(tokens.color).map(
        ([k, v]) => [`--color-${kebab(k)}`, v] as [string, string],
      ),
      ...Object.entries(tokens.fontSize).map(
        ([k, v]) => [`--font-size-${k}`, v] as [string, string],
      ),
      ...Object.entries(tokens.space).map(([k, v]) => [`--space-${k}`, v] as [string, string]),
      ...Object.entries(tokens.radius).map(([k, v]) => [`--radius-${k}`, v] as [string, string]),
      ['--tap-target', tokens.tapTarget],
      ['--container-max', tokens.containerMax],
    ];
    for (const [name, value] of pairs) expect(declared.get(name), name).toBe(value);
  });

  test('the brand palette is the one specified', () => {
    expect(tokens.color).toMatchObject({
      bg: '#0d1117',
      surface: '#161b22',
      raised: '#1f2630',
      primary: '#ffc400',
      accent: '#ff7a00',
      danger: '#e5322d',
      text: '#ffffff',
      textMuted: '#9aa4b2',
    });
    expect(tokens.tapTarget).toBe('44px');
  });

  // Every text/background pair the components use: WCAG AA 4.5:1 for normal text.
  const c = tokens.color;
  const textPairs: [string, string, string][] = [
    ['text on bg/surface/raised/hover', c.text, c.raisedHover],
    ['soft text on raised-hover', c.textSoft, c.raisedHover],
    ['muted text on raised-hover', c.textMuted, c.raisedHover],
    ['link on raised', c.link, c.raised],
    ['on-primary on primary', c.onPrimary, c.primary],
    ['on-primary on primary hover', c.onPrimary, c.primaryHover],
    ['on-accent on accent', c.onAccent, c.accent],
    ['on-accent on accent hover', c.onAccent, c.accentHover],
    ['on-danger on danger fill', c.onDanger, c.dangerFill],
    ['on-danger on danger fill hover', c.onDanger, c.dangerFillHover],
    ['danger text on raised', c.dangerText, c.raised],
    ['success text on raised', c.successText, c.raised],
    ['warning text on raised', c.warningText, c.raised],
    ['info text on raised', c.infoText, c.raised],
  ];
  test.each(textPairs)('%s reaches 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  // Non-text: focus ring, input borders and the brand red against every surface (3:1, WCAG 1.4.11).
  test.each([
    ['focus ring', c.focus],
    ['input border', c.borderStrong],
    ['brand red', c.danger],
    ['danger fill', c.dangerFill],
  ])('%s reaches 3:1 on every surface', (_name, colour) => {
    for (const surface of [c.bg, c.surface, c.raised]) {
      expect(contrast(colour, surface)).toBeGreaterThanOrEqual(3);
    }
  });

  test('motion tokens drop to zero for prefers-reduced-motion', () => {
    expect(css).toMatch(
      /prefers-reduced-motion: reduce\)\s*{\s*:root\s*{[^}]*--duration-base: 0ms/,
    );
  });
});
