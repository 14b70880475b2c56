import { type ReportRange, reportRangeOf } from '@tow/contracts';

/** Periods a report is read by, with the words of the screen's choice. */
export const REPORT_PERIODS = [
  ['day', 'Day'],
  ['week', 'Week'],
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number][0];

/** The statistics the chart draws, with the words of the screen's choice. */
export const REPORT_STATISTICS = [
  ['median', 'Median'],
  ['p90', '90th percentile'],
] as const;
export type ReportStatistic = (typeof REPORT_STATISTICS)[number][0];

/** What the Reports screen shows, as its address keeps it (`?from=&to=&by=week&chart=p90`). */
export interface ReportQuery extends ReportRange {
  by: ReportPeriod;
  chart: ReportStatistic;
}

/** The screen's choices from its address; the last 30 days by day and the median by default. */
export function readReportQuery(params: URLSearchParams): ReportQuery {
  const range = reportRangeOf({
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  });
  return {
    ...range,
    by: params.get('by') === 'week' ? 'week' : 'day',
    chart: params.get('chart') === 'p90' ? 'p90' : 'median',
  };
}

/** `?from=&to=` of the API's calls for the range. */
export function rangeSearch({ from, to }: ReportRange): string {
  return new URLSearchParams({ from, to }).toString();
}
