import { describe, expect, test } from 'vitest';
import {
  ratingLabel,
  StarRating,
  type StarRatingInputProps,
} from '../src/components/StarRating/StarRating.tsx';
import { attr, html, tagWith } from './render.ts';

/** The rating question of a form, with the props a test gives it. */
const ratingInput = (props: Partial<StarRatingInputProps>) =>
  html(<StarRating mode="input" name="rating" label="Rating" {...props} />);

const filledCount = (markup: string) => [...markup.matchAll(/class="[^"]*_filled_[^"]*"/g)].length;

describe('StarRating (display)', () => {
  test('reads out the exact rating', () => {
    const markup = html(<StarRating value={4.8} />);
    const img = tagWith(markup, 'span', 'role="img"');
    expect(attr(img, 'aria-label')).toBe('Rated 4.8 out of 5');
  });

  test('labels use one decimal at most and clamp to 0-5', () => {
    expect(ratingLabel(5)).toBe('Rated 5 out of 5');
    expect(ratingLabel(4.25)).toBe('Rated 4.3 out of 5');
    expect(ratingLabel(7)).toBe('Rated 5 out of 5');
    expect(ratingLabel(Number.NaN)).toBe('Rated 0 out of 5');
  });

  test('shows rounded whole stars, decorative inside the labelled image', () => {
    expect(filledCount(html(<StarRating value={4.6} />))).toBe(5);
    expect(filledCount(html(<StarRating value={4.4} />))).toBe(4);
    expect(filledCount(html(<StarRating value={0} />))).toBe(0);
    expect([...html(<StarRating value={3} />).matchAll(/<svg/g)]).toHaveLength(5);
  });

  test('showValue prints the number beside the stars (hidden from AT: the label says it)', () => {
    expect(html(<StarRating value={4.84} showValue />)).toContain('aria-hidden="true">4.8<');
  });
});

describe('StarRating (input)', () => {
  const markup = ratingInput({ defaultValue: 5, required: true, hint: '1 to 5' });

  test('a fieldset with a legend, and five radios named for the form', () => {
    expect(markup).toMatch(/^<fieldset/);
    expect(markup).toMatch(/<legend[^>]*>Rating<span[^>]*aria-hidden="true">/);
    const radios = [...markup.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(5);
    expect(radios.map((r) => attr(r, 'value'))).toEqual(['1', '2', '3', '4', '5']);
    for (const r of radios) {
      expect(attr(r, 'name')).toBe('rating');
      expect(r).toContain('required=""');
    }
  });

  test('each star has an accessible name', () => {
    expect(markup).toContain('>1 star<');
    expect(markup).toContain('>5 stars<');
  });

  test('the default value is checked (works without JavaScript)', () => {
    expect(tagWith(markup, 'input', 'value="5"')).toContain('checked=""');
    expect(tagWith(markup, 'input', 'value="4"')).not.toContain('checked');
  });

  test('controlled value and error', () => {
    const controlled = ratingInput({ value: 3, onChange: () => {}, error: 'Pick one' });
    expect(tagWith(controlled, 'input', 'value="3"')).toContain('checked=""');
    expect(tagWith(controlled, 'input', 'value="1"')).toContain('aria-invalid="true"');
    const describedBy = attr(
      tagWith(controlled, 'fieldset', 'aria-describedby'),
      'aria-describedby',
    );
    expect(controlled).toContain(`id="${describedBy}"`);
    expect(controlled).toContain('Pick one');
  });
});
