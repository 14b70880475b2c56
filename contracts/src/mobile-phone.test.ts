import { describe, expect, it } from 'vitest';
import { normaliseMobilePhone } from './mobile-phone.ts';

describe('normaliseMobilePhone', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['07624 123456', '+447624123456'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+1 (415) 555-0100', '+14155550100'],
  ])('accepts %j as %s', (input, e164) => {
    expect(normaliseMobilePhone(input)).toBe(e164);
  });

  it.each([
    '',
    'call me',
    '0121 496 0000',
    '+44 121 496 0000',
    '07000 123456',
    '07600 123456',
    '0770090012',
    '12345',
    '+0 123 456 789',
    '+1234567890123456',
  ])('refuses %j', (input) => {
    expect(normaliseMobilePhone(input)).toBeNull();
  });
});
