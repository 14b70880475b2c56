import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../src/lib/format-minutes.ts';

describe('minutes as the Reports screen writes them', () => {
  it.each([
    [null, '–'],
    [0, '< 1 min'],
    [0.4, '< 1 min'],
    [0.5, '1 min'],
    [4.2, '4 min'],
    [59.4, '59 min'],
    [59.6, '1 h'],
    [72, '1 h 12 min'],
    [120, '2 h'],
    [1439, '23 h 59 min'],
    [1440, '1 d'],
    [1500, '1 d 1 h'],
    [2 * 1440 + 185, '2 d 3 h'],
  ])('%s minutes read "%s"', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});
