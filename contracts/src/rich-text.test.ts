import { describe, expect, it } from 'vitest';
import { richTextHtml } from './rich-text.ts';

describe('the site text format', () => {
  it('makes paragraphs of blank lines, however the lines end and however many there are', () => {
    expect(richTextHtml('One\r\n\r\n\r\nTwo\n  \nThree')).toBe('<p>One</p><p>Two</p><p>Three</p>');
  });

  it('keeps a single line break as a break and drops spaces around lines', () => {
    expect(richTextHtml('  Line one  \n  Line two ')).toBe('<p>Line one<br>Line two</p>');
  });

  it('fills placeholders after reading links, so a name with brackets never becomes one', () => {
    expect(richTextHtml('Call {company}', { company: '[Tow](https://evil.example)' })).toBe(
      '<p>Call [Tow](https://evil.example)</p>',
    );
  });

  it('leaves a link to a refused target as the words typed', () => {
    expect(richTextHtml('[x](javascript:alert(1)) and [y](http://a.example)')).toBe(
      '<p>[x](javascript:alert(1)) and [y](http://a.example)</p>',
    );
  });

  it('leaves an unknown placeholder as written', () => {
    expect(richTextHtml('{company} in {town}', { company: 'A & B' })).toBe(
      '<p>A &amp; B in {town}</p>',
    );
  });
});
