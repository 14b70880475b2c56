import { z } from 'zod';
import { isoDate } from './fields.ts';
import { currentLocalDateTime } from './local-time.ts';

/**
 * The moments a report measures from a request's creation: a person took it, a crew was sent,
 * the crew reached the driver, the job was done.
 */
export const RESPONSE_MEASURES = ['acknowledged', 'assigned', 'on_scene', 'completed'] as const;
export type ResponseMeasure = (typeof RESPONSE_MEASURES)[number];

export const RESPONSE_MEASURE_LABELS: Record<ResponseMeasure, string> = {
  acknowledged: 'To acknowledge',
  assigned: 'To assign',
  on_scene: 'To on scene',
  completed: 'To completed',
};

/** The days a report covers when no range is given: the last 30, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest range one report or export covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted: the same day is 1. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Today in the UK as 'YYYY-MM-DD'. */
export function ukToday(now = new Date()): string {
  return currentLocalDateTime(now).slice(0, 10);
}

export interface ReportRange {
  from: string;
  to: string;
}

/** The range a query asks for: a missing `to` is today, a missing `from` the days before it. */
export function reportRangeOf(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): ReportRange {
  const to = query.to ?? ukToday(now);
  return { from: query.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS), to };
}

/**
 * `?from=&to=` of a report or an export: UK calendar dates, both included, defaults as
 * reportRangeOf says. Reversed dates and ranges longer than REPORT_MAX_DAYS are refused, naming
 * the field to change. (Refined, not transformed, so it stays an object the OpenAPI document can
 * list as query parameters.)
 */
export const ReportRangeQuery = z
  .object({
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
  })
  .superRefine(
    (query, ctx) => {
      const { from, to } = reportRangeOf(query);
      if (from > to) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'From must be on or before To' });
      } else if (daysInRange(from, to) > REPORT_MAX_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `Choose a range of at most ${REPORT_MAX_DAYS} days`,
        });
      }
    },
    // Only dates that read as dates are compared: one that does not has its own message.
    { when: (payload) => payload.issues.length === 0 },
  );

/** The median and 90th percentile, in minutes, of `count` requests that reached a moment. */
export const ResponseTimeStat = z.object({
  count: z.number().int(),
  median_minutes: z.number().nullable(),
  p90_minutes: z.number().nullable(),
});
export type ResponseTimeStat = z.infer<typeof ResponseTimeStat>;

/** The requests made in a period (suspected spam left out), and each measure over them. */
export const ResponseTimeSummary = z.object({
  requests: z.number().int(),
  acknowledged: ResponseTimeStat,
  assigned: ResponseTimeStat,
  on_scene: ResponseTimeStat,
  completed: ResponseTimeStat,
});
export type ResponseTimeSummary = z.infer<typeof ResponseTimeSummary>;

/** One UK day, or one ISO week (its Monday), of a report. */
export const ResponseTimePeriod = ResponseTimeSummary.extend({
  start: z.iso.date().describe('The UK day, or the Monday that starts the ISO week'),
});
export type ResponseTimePeriod = z.infer<typeof ResponseTimePeriod>;

export const ResponseTimesReport = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every day of the range, oldest first, empty days included. */
  days: ResponseTimePeriod.array(),
  /** Every ISO week the range touches, oldest first; counts only the range's own days. */
  weeks: ResponseTimePeriod.array(),
  /** The whole range. */
  total: ResponseTimeSummary,
});
export type ResponseTimesReport = z.infer<typeof ResponseTimesReport>;

/** The file name an export of the range downloads as. */
export function exportFileName({ from, to }: ReportRange): string {
  return `callback-requests_${from}_to_${to}.csv`;
}
