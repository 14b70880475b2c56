import { describe, expect, test } from 'vitest';
import { PhoneLink, telHref } from '../src/components/PhoneLink/PhoneLink.tsx';
import { attr, html, tagWith } from './render.ts';

describe('PhoneLink', () => {
  test('telHref strips spaces and punctuation, keeps a leading +', () => {
    expect(telHref('07700 900 123')).toBe('tel:07700900123');
    expect(telHref(' 0121 496-0000 ')).toBe('tel:01214960000');
    expect(telHref('+44 (0)7700 900123')).toBe('tel:+4407700900123');
    expect(telHref('+44 7700 900123')).toBe('tel:+447700900123');
  });

  test('links to the normalised tel: URI and shows the number as written', () => {
    const markup = html(<PhoneLink phone="07700 900 123" />);
    expect(attr(tagWith(markup, 'a', 'href'), 'href')).toBe('tel:07700900123');
    expect(markup).toContain('>07700 900 123<');
  });

  test('a label replaces the number as the visible text', () => {
    const markup = html(<PhoneLink phone="07700 900 123" variant="button" label="Call now" />);
    expect(markup).toContain('>Call now<');
    expect(markup).not.toContain('07700 900 123<');
  });

  test('banner shows the label above the number', () => {
    const markup = html(
      <PhoneLink phone="07700 900 123" variant="banner" label="24/7 Emergency" />,
    );
    expect(markup).toMatch(/24\/7 Emergency<\/span><span[^>]*>07700 900 123</);
  });

  test('the phone icon is decorative and can be left out', () => {
    expect(html(<PhoneLink phone="1" />)).toMatch(/<span aria-hidden="true"[^>]*><svg/);
    expect(html(<PhoneLink phone="1" icon={false} />)).not.toContain('<svg');
  });

  test('passes anchor props through (aria-label, class)', () => {
    const markup = html(<PhoneLink phone="1" aria-label="Call us now on 1" className="extra" />);
    const a = tagWith(markup, 'a', 'href');
    expect(attr(a, 'aria-label')).toBe('Call us now on 1');
    expect(attr(a, 'class')).toContain('extra');
  });
});
