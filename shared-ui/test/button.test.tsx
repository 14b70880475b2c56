import { describe, expect, test } from 'vitest';
import { Button } from '../src/components/Button/Button.tsx';
import { attr, html, tagWith } from './render.ts';

describe('Button', () => {
  test('a <button type="button"> by default, so it never submits by accident', () => {
    const markup = html(<Button>Save</Button>);
    expect(markup.startsWith('<button type="button"')).toBe(true);
    expect(markup).toContain('>Save<');
  });

  test('keeps an explicit type', () => {
    expect(html(<Button type="submit">Send</Button>)).toContain('type="submit"');
  });

  test('renders an <a> when href is given', () => {
    const markup = html(
      <Button href="/contact" variant="secondary" size="lg" fullWidth>
        Request Callback
      </Button>,
    );
    const a = tagWith(markup, 'a', 'href');
    expect(attr(a, 'href')).toBe('/contact');
    expect(markup).not.toContain('<button');
    expect(markup).not.toContain('type=');
  });

  test('loading disables the button and marks it busy, with a decorative spinner', () => {
    const markup = html(<Button loading>Submitting...</Button>);
    const button = tagWith(markup, 'button', 'type');
    expect(button).toContain('disabled=""');
    expect(attr(button, 'aria-busy')).toBe('true');
    expect(markup).toContain('Submitting...');
    expect(markup).toMatch(/<span[^>]*aria-hidden="true"[^>]*data-essential-motion/);
  });

  test('the call variant shows the phone icon (decorative)', () => {
    const markup = html(
      <Button href="tel:07700900123" variant="call">
        Call now
      </Button>,
    );
    expect(markup).toContain('<svg');
    expect(markup).toContain('aria-hidden="true"');
  });

  test('every variant and size renders', () => {
    for (const variant of ['primary', 'secondary', 'ghost', 'danger', 'call'] as const) {
      for (const size of ['sm', 'md', 'lg'] as const) {
        expect(
          html(
            <Button variant={variant} size={size}>
              x
            </Button>,
          ),
        ).toContain('<button');
      }
    }
  });

  test('passes native props through', () => {
    const markup = html(
      <Button name="intent" value="delete" aria-label="Delete service" disabled>
        Delete
      </Button>,
    );
    expect(markup).toContain('name="intent"');
    expect(markup).toContain('value="delete"');
    expect(markup).toContain('aria-label="Delete service"');
    expect(markup).toContain('disabled=""');
  });
});
