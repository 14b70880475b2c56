import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { Icon, iconNames, isIconName } from '../src/components/Icon/Icon.tsx';
import { attr, html, tagWith } from './render.ts';

describe('Icon', () => {
  test('the set is exactly the SVG files of assets/icons', () => {
    const files = readdirSync(new URL('../assets/icons/', import.meta.url))
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.replace(/\.svg$/, ''))
      .sort();
    expect([...iconNames].sort()).toEqual(files);
  });

  test('is decorative by default: hidden from assistive technology', () => {
    const markup = html(<Icon name="phone" />);
    const span = tagWith(markup, 'span', 'aria-hidden');
    expect(attr(span, 'aria-hidden')).toBe('true');
    expect(span).not.toContain('role=');
    expect(markup).toContain('<svg');
    expect(markup).toContain('currentColor');
  });

  test('with a title it is an image with that accessible name', () => {
    const markup = html(<Icon name="star" title="Featured" />);
    const span = tagWith(markup, 'span', 'role=');
    expect(attr(span, 'role')).toBe('img');
    expect(attr(span, 'aria-label')).toBe('Featured');
    expect(span).not.toContain('aria-hidden');
  });

  test('size sets the edge length (number = px, or any CSS length)', () => {
    expect(html(<Icon name="truck" size={32} />)).toContain('--icon-size:32px');
    expect(html(<Icon name="truck" size="2rem" />)).toContain('--icon-size:2rem');
  });

  test('isIconName guards data', () => {
    expect(isIconName('towing-service')).toBe(true);
    expect(isIconName('truck')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName('nope')).toBe(false);
  });

  test('every icon draws in currentColor', () => {
    for (const name of iconNames) {
      const markup = html(<Icon name={name} />);
      expect(markup, name).toContain('currentColor');
      expect(markup, name).not.toMatch(/(fill|stroke)="#/);
    }
  });
});
