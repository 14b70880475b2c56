import { describe, expect, test } from 'vitest';
import { Badge } from '../src/components/Badge/Badge.tsx';
import { Logo } from '../src/components/Logo/Logo.tsx';
import { Skeleton } from '../src/components/Skeleton/Skeleton.tsx';
import { Spinner } from '../src/components/Spinner/Spinner.tsx';
import { Toast } from '../src/components/Toast/Toast.tsx';
import { attr, html, tagWith } from './render.ts';

describe('Toast', () => {
  test('success is a polite status, error an alert', () => {
    expect(html(<Toast message="Service activated" />)).toMatch(/^<div role="status"/);
    expect(html(<Toast tone="error" message="Failed to delete service" />)).toMatch(
      /^<div role="alert"/,
    );
  });

  test('dismiss button only when dismissable, with an accessible name', () => {
    expect(html(<Toast message="Saved" />)).not.toContain('<button');
    const markup = html(<Toast message="Saved" durationMs={5000} onDismiss={() => {}} />);
    const button = tagWith(markup, 'button', 'aria-label');
    expect(attr(button, 'aria-label')).toBe('Dismiss');
    expect(attr(button, 'type')).toBe('button');
    expect(markup).toContain('Saved');
  });
});

describe('Badge', () => {
  test('renders its text; every tone renders', () => {
    for (const tone of ['neutral', 'success', 'warning', 'danger', 'info', 'brand'] as const) {
      expect(html(<Badge tone={tone}>20% OFF</Badge>)).toMatch(
        /^<span class="[^"]+">20% OFF<\/span>$/,
      );
    }
  });
});

describe('Skeleton', () => {
  test('hidden from assistive technology in every shape', () => {
    for (const shape of ['block', 'line', 'card'] as const) {
      expect(html(<Skeleton shape={shape} />)).toMatch(/^<div aria-hidden="true"/);
    }
  });

  test('line renders the requested number of lines; block takes a size', () => {
    expect([...html(<Skeleton shape="line" lines={3} />).matchAll(/<span/g)]).toHaveLength(3);
    expect(html(<Skeleton width={120} height="2rem" />)).toContain('width:120px;height:2rem');
  });
});

describe('Spinner', () => {
  test('a status with an accessible label; the ring is decorative', () => {
    const markup = html(<Spinner label="Loading our services..." />);
    expect(markup).toMatch(/^<span role="status"/);
    expect(markup).toContain('class="visually-hidden">Loading our services...</span>');
    expect(markup).toMatch(
      /<span class="[^"]+" aria-hidden="true" data-essential-motion=""><\/span>/,
    );
    expect(html(<Spinner />)).toContain('Loading...');
  });
});

describe('Logo', () => {
  test('the mark is decorative, the name is the text; a link when href is given', () => {
    const markup = html(
      <Logo name="West Midlands Recovery" tagline="24/7 Towing & Recovery" href="/" />,
    );
    expect(attr(tagWith(markup, 'a', 'href'), 'href')).toBe('/');
    expect(markup).toMatch(/<span class="[^"]+" aria-hidden="true"><svg/);
    expect(markup).toContain('>West Midlands Recovery<');
    expect(markup).toContain('>24/7 Towing &amp; Recovery<');
  });

  test('a plain span without href', () => {
    expect(html(<Logo name="WMR" />)).toMatch(/^<span class=/);
  });
});
