import { z } from 'zod';
import { isoDate } from './fields.ts';
import { UserRole } from './staff-account.ts';

/** 1 is Monday … 7 is Sunday, as ISO 8601 numbers the days of the week. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The most rows a rota holds: a few shifts a day, and overrides for a year. */
export const MAX_ON_CALL_SHIFTS = 100;
export const MAX_ON_CALL_OVERRIDES = 400;

const MINUTES_A_DAY = 1440;
const MINUTES_A_WEEK = 7 * MINUTES_A_DAY;

/** "07:30" → 450. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 450 → "07:30". */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** How long a shift from `start` to `end` lasts: an end at or before the start is the next day. */
export function shiftLength(start: string, end: string): number {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return to > from ? to - from : to + MINUTES_A_DAY - from;
}

function time(label: string) {
  return z
    .string({ error: `${label} must be a time as HH:MM, for example 07:30` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time as HH:MM, for example 07:30`);
}

function userId(label: string) {
  return z
    .number({ error: `Choose the ${label.toLowerCase()}` })
    .int(`${label} must be a user id`)
    .positive(`${label} must be a user id`)
    .max(2_147_483_647, `${label} must be a user id`);
}

const Cover = {
  start: time('Start'),
  end: time('End'),
  primary_user_id: userId('Primary'),
  backup_user_id: userId('Backup').nullable().default(null),
};

function differentPeople(entry: { primary_user_id: number; backup_user_id: number | null }) {
  return entry.primary_user_id !== entry.backup_user_id;
}
const SAME_PERSON = {
  message: 'The backup must be someone other than the primary',
  path: ['backup_user_id'],
};

export const OnCallShift = z
  .object({
    weekday: z
      .number({ error: 'Weekday must be a number from 1 (Monday) to 7 (Sunday)' })
      .int('Weekday must be a number from 1 (Monday) to 7 (Sunday)')
      .min(1, 'Weekday must be a number from 1 (Monday) to 7 (Sunday)')
      .max(7, 'Weekday must be a number from 1 (Monday) to 7 (Sunday)'),
    ...Cover,
  })
  .refine(differentPeople, SAME_PERSON);
export type OnCallShift = z.infer<typeof OnCallShift>;

export const OnCallOverride = z
  .object({ date: isoDate('Date'), ...Cover })
  .refine(differentPeople, SAME_PERSON);
export type OnCallOverride = z.infer<typeof OnCallOverride>;

/** "Monday 22:00–06:00", as messages name a shift. */
export function describeShift(shift: { weekday: number; start: string; end: string }): string {
  return `${WEEKDAY_NAMES[shift.weekday - 1]} ${shift.start}–${shift.end}`;
}

/** "2026-12-25 08:00–20:00", as messages name an override. */
export function describeOverride(override: { date: string; start: string; end: string }): string {
  return `${override.date} ${override.start}–${override.end}`;
}

/** [from, to) in minutes: of the week for a shift, since 1970 for an override's date. */
interface Span {
  from: number;
  to: number;
}

function overlapsOnWeek(a: Span, b: Span): boolean {
  const ahead = (x: number, y: number) =>
    (((y - x) % MINUTES_A_WEEK) + MINUTES_A_WEEK) % MINUTES_A_WEEK;
  return ahead(a.from, b.from) < a.to - a.from || ahead(b.from, a.from) < b.to - b.from;
}

function overlapsOnCalendar(a: Span, b: Span): boolean {
  return a.from < b.to && b.from < a.to;
}

/**
 * Two entries covering the same minute would leave "who is on call" to chance, so the rota
 * refuses them: each overlap is reported on the later entry, naming the earlier one.
 */
function refuseOverlaps<T extends { start: string; end: string }>(
  entries: T[],
  spanOf: (entry: T) => Span,
  overlaps: (a: Span, b: Span) => boolean,
  describe: (entry: T, index: number) => string,
  report: (index: number, message: string) => void,
) {
  const spans = entries.map(spanOf);
  for (let later = 1; later < entries.length; later++) {
    for (let earlier = 0; earlier < later; earlier++) {
      if (!overlaps(spans[earlier] as Span, spans[later] as Span)) continue;
      const other = describe(entries[earlier] as T, earlier);
      report(
        later,
        `${describe(entries[later] as T, later)} overlaps ${other.charAt(0).toLowerCase()}${other.slice(1)}`,
      );
      break;
    }
  }
}

/** The whole rota, as PUT /api/on-call takes it and GET answers it. */
export const OnCallRota = z
  .object({
    shifts: z
      .array(OnCallShift, { error: 'Shifts must be a list' })
      .max(MAX_ON_CALL_SHIFTS, `A rota holds at most ${MAX_ON_CALL_SHIFTS} shifts`),
    overrides: z
      .array(OnCallOverride, { error: 'Overrides must be a list' })
      .max(MAX_ON_CALL_OVERRIDES, `A rota holds at most ${MAX_ON_CALL_OVERRIDES} overrides`),
  })
  .superRefine((rota, ctx) => {
    refuseOverlaps(
      rota.shifts,
      (shift) => {
        const from = (shift.weekday - 1) * MINUTES_A_DAY + minutesOf(shift.start);
        return { from, to: from + shiftLength(shift.start, shift.end) };
      },
      overlapsOnWeek,
      (shift, index) => `Shift ${index + 1} (${describeShift(shift)})`,
      (index, message) => ctx.addIssue({ code: 'custom', message, path: ['shifts', index] }),
    );
    refuseOverlaps(
      rota.overrides,
      (override) => {
        const start = Date.parse(`${override.date}T00:00:00Z`) / 60_000 + minutesOf(override.start);
        return { from: start, to: start + shiftLength(override.start, override.end) };
      },
      overlapsOnCalendar,
      (override, index) => `Override ${index + 1} (${describeOverride(override)})`,
      (index, message) => ctx.addIssue({ code: 'custom', message, path: ['overrides', index] }),
    );
  });
export type OnCallRota = z.infer<typeof OnCallRota>;
export type OnCallRotaInput = z.input<typeof OnCallRota>;

/** A person as the rota and "on call now" name them: id and name, no contact details. */
export const NamedUser = z.object({ id: z.number().int(), name: z.string() });

/**
 * Someone the rota can name, as the On call screen lists them for every signed-in user; the
 * request editor picks the crew to assign from the same list (by role).
 */
export const RotaPerson = NamedUser.extend({ active: z.boolean(), role: UserRole });
export type RotaPerson = z.infer<typeof RotaPerson>;

/** Who is on call at one moment: GET /api/on-call/now. */
export const OnCallNow = z.object({
  primary: NamedUser.nullable(),
  backup: NamedUser.nullable(),
});
export type OnCallNow = z.infer<typeof OnCallNow>;
