import { describe, expect, test } from 'vitest';
import { CloseButton } from '../src/components/CloseButton/CloseButton.tsx';
import { attr, html, tagWith } from './render.ts';

describe('CloseButton (server render)', () => {
  test('is a button named by its label, holding the × icon alone', () => {
    const markup = html(<CloseButton label="Close" onClick={() => {}} />);
    const button = tagWith(markup, 'button', 'aria-label');
    expect(attr(button, 'type')).toBe('button');
    expect(attr(button, 'aria-label')).toBe('Close');
    expect(markup).toContain('<svg');
    expect(markup).not.toMatch(/>Close</);
  });

  test('hides a native popover with no script when given its id', () => {
    const button = tagWith(
      html(<CloseButton label="Close emergency help" popoverTarget="emergency-popup" />),
      'button',
      'aria-label',
    );
    // HTML attribute names are case-insensitive: React writes them as `popoverTarget`.
    expect(button).toMatch(/\spopovertarget="emergency-popup"/i);
    expect(button).toMatch(/\spopovertargetaction="hide"/i);
  });

  test("adds the caller's class for colour and placement", () => {
    const button = tagWith(
      html(<CloseButton label="Close" className="corner" onClick={() => {}} />),
      'button',
      'aria-label',
    );
    expect(attr(button, 'class')).toMatch(/\bcorner\b/);
  });
});
