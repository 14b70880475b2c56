import { describe, expect, it } from 'vitest';
import { withoutEmptyClaims } from './claim-words.ts';

const TEXT = 'Rated {rating} stars on Google. Open since {established}. Call us any time.';

describe('withoutEmptyClaims', () => {
  it('keeps every sentence when the company makes both claims', () => {
    expect(withoutEmptyClaims(TEXT, { rating: '5.0', established: '2021' })).toBe(TEXT);
  });

  it('leaves out each sentence whose claim the company does not make, with its space', () => {
    expect(withoutEmptyClaims(TEXT, { rating: '', established: '2021' })).toBe(
      'Open since {established}. Call us any time.',
    );
    // A line's own spaces are the text format's to drop (richTextHtml trims every line).
    expect(withoutEmptyClaims(TEXT, { rating: '', established: '' }).trim()).toBe(
      'Call us any time.',
    );
    expect(withoutEmptyClaims(`${TEXT}\nRated {rating}, proudly`, { rating: '' })).toBe(
      'Open since {established}. Call us any time.\n',
    );
  });

  it('leaves words naming no unmade claim as they are', () => {
    expect(withoutEmptyClaims('Call us any time. See g.page/acme.', { rating: '' })).toBe(
      'Call us any time. See g.page/acme.',
    );
    expect(withoutEmptyClaims(TEXT, {})).toBe(TEXT);
  });
});
