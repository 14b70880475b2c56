import { describe, expect, it } from 'vitest';
import {
  currentLocalDateTime,
  localDateTime,
  parseCallbackTime,
  startOfBusinessDay,
} from './local-time.ts';

const iso = (value: string) => parseCallbackTime(value)?.toISOString() ?? null;

describe('parseCallbackTime', () => {
  it('reads a winter UK wall-clock time as GMT', () => {
    expect(iso('2026-01-15T10:00')).toBe('2026-01-15T10:00:00.000Z');
    expect(iso('2026-12-31T23:59')).toBe('2026-12-31T23:59:00.000Z');
  });

  it('reads a summer UK wall-clock time as BST, one hour ahead of UTC', () => {
    expect(iso('2026-07-15T10:00')).toBe('2026-07-15T09:00:00.000Z');
    expect(iso('2026-06-01T00:30')).toBe('2026-05-31T23:30:00.000Z');
  });

  it('uses the offset in force on each side of the clock changes', () => {
    // Clocks go forward at 01:00 GMT on 29 March 2026 and back at 01:00 GMT on 25 October 2026.
    expect(iso('2026-03-29T00:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(iso('2026-03-29T03:00')).toBe('2026-03-29T02:00:00.000Z');
    expect(iso('2026-10-25T00:30')).toBe('2026-10-24T23:30:00.000Z');
    expect(iso('2026-10-25T03:00')).toBe('2026-10-25T03:00:00.000Z');
  });

  it('gives a real instant for a time the spring change skips', () => {
    const when = parseCallbackTime('2026-03-29T01:30');
    expect(when).not.toBeNull();
    expect(currentLocalDateTime(when as Date)).toBe('2026-03-29T02:30');
  });

  it('takes seconds when they are given and zero when they are not', () => {
    expect(iso('2026-07-15T10:00:45')).toBe('2026-07-15T09:00:45.000Z');
    expect(iso('2026-01-15T10:00:45')).toBe('2026-01-15T10:00:45.000Z');
    expect(iso('2026-01-15T10:00:00')).toBe(iso('2026-01-15T10:00'));
  });

  it('reads a full ISO timestamp by its own offset, not as UK time', () => {
    expect(iso('2026-07-15T10:00:00Z')).toBe('2026-07-15T10:00:00.000Z');
    expect(iso('2026-07-15T10:00:00+01:00')).toBe('2026-07-15T09:00:00.000Z');
    expect(iso('2026-01-15T10:00:00-05:00')).toBe('2026-01-15T15:00:00.000Z');
    expect(iso('2026-01-15T10:00+02:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(iso('2026-01-15T10:00:00.250Z')).toBe('2026-01-15T10:00:00.250Z');
  });

  it.each([
    '2030-02-30T10:00',
    '2027-02-29T10:00',
    '2026-04-31T10:00',
    '2026-13-01T10:00',
    '2026-00-10T10:00',
    '2026-01-00T10:00',
    '2026-01-15T24:00',
    '2026-01-15T10:60',
    '2026-01-15T10:00:61',
    '2030-02-30T10:00:00Z',
    '2026-04-31T10:00:00+01:00',
    '2026-01-15T24:00:00Z',
    '2026-01-15T10:60:00Z',
    '2026-01-15T10:00:60Z',
    '2026-01-15',
    '10:00',
    '2026-01-15 10:00',
    '2026-1-15T10:00',
    '2026-01-15T10',
    '2026-01-15T10:00:00+0100',
    '2026-01-15T10:00:00 GMT',
    'tomorrow at ten',
    '',
  ])('refuses %j', (value) => {
    expect(parseCallbackTime(value)).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(iso('2028-02-29T12:00')).toBe('2028-02-29T12:00:00.000Z');
    expect(iso('2028-02-29T12:00:00Z')).toBe('2028-02-29T12:00:00.000Z');
  });
});

describe('localDateTime', () => {
  it('is UK wall-clock time to the second: GMT in winter, BST in summer', () => {
    expect(localDateTime(new Date('2026-01-15T21:04:05.999Z'))).toBe('2026-01-15T21:04:05');
    expect(localDateTime(new Date('2026-07-15T21:04:05Z'))).toBe('2026-07-15T22:04:05');
  });

  it('shows the hour the clocks go back twice, as a UK clock does', () => {
    expect(localDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T01:30:00');
    expect(localDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T01:30:00');
  });
});

describe('currentLocalDateTime', () => {
  it('is the same as UTC in winter', () => {
    expect(currentLocalDateTime(new Date('2026-01-15T10:07:59Z'))).toBe('2026-01-15T10:07');
  });

  it('is an hour ahead of UTC in summer', () => {
    expect(currentLocalDateTime(new Date('2026-07-15T10:07:00Z'))).toBe('2026-07-15T11:07');
  });

  it('moves to the next UK day late on a summer evening', () => {
    expect(currentLocalDateTime(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16T00:30');
  });

  it('follows the clock changes', () => {
    expect(currentLocalDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T00:59');
    expect(currentLocalDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T02:00');
    expect(currentLocalDateTime(new Date('2026-10-25T00:59:00Z'))).toBe('2026-10-25T01:59');
    expect(currentLocalDateTime(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25T01:00');
  });

  it('round-trips with parseCallbackTime', () => {
    for (const instant of ['2026-01-15T10:07:00Z', '2026-07-15T10:07:00Z']) {
      const local = currentLocalDateTime(new Date(instant));
      expect(parseCallbackTime(local)?.toISOString()).toBe(new Date(instant).toISOString());
    }
  });

  it('defaults to now', () => {
    const before = currentLocalDateTime(new Date());
    const now = currentLocalDateTime();
    const after = currentLocalDateTime(new Date());
    expect([before, after]).toContain(now);
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });
});

describe('startOfBusinessDay', () => {
  const start = (now: string) => startOfBusinessDay(new Date(now)).toISOString();

  it('is UK midnight: 00:00 UTC in winter, 23:00 UTC the evening before in summer', () => {
    expect(start('2026-11-27T04:30:00Z')).toBe('2026-11-27T00:00:00.000Z');
    expect(start('2026-07-15T12:00:00Z')).toBe('2026-07-14T23:00:00.000Z');
  });

  it('follows the UK date, not the UTC one, late on a summer evening', () => {
    // 23:30 UTC on 15 July is already 00:30 on the 16th in London.
    expect(start('2026-07-15T23:30:00Z')).toBe('2026-07-15T23:00:00.000Z');
  });

  it('takes the offset of midnight itself on the days the clocks change', () => {
    // The clocks go forward at 01:00 GMT on 29 March: that day began at 00:00 GMT.
    expect(start('2026-03-29T15:00:00Z')).toBe('2026-03-29T00:00:00.000Z');
    // They go back at 01:00 GMT on 25 October: that day began at 00:00 BST.
    expect(start('2026-10-25T15:00:00Z')).toBe('2026-10-24T23:00:00.000Z');
  });
});
