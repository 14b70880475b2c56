import {
  RESPONSE_MEASURE_LABELS,
  RESPONSE_MEASURES,
  type ResponseTimePeriod,
  type ResponseTimeSummary,
} from '@tow/contracts';
import { CALENDAR_DATE, CALENDAR_DAY_MONTH, CALENDAR_WEEKDAY } from '@tow/contracts/date-formats';
import { formatMinutes } from '../../lib/format-minutes.ts';
import styles from './ReportsScreen.module.css';
import type { ReportPeriod } from './report-query.ts';

/** "Fri 27 Nov" or "Week of 23 Nov", with the year when the range spans two. */
function periodLabel(start: string, by: ReportPeriod, withYear: boolean) {
  const date = new Date(`${start}T00:00:00Z`);
  if (by === 'week')
    return `Week of ${(withYear ? CALENDAR_DATE : CALENDAR_DAY_MONTH).format(date)}`;
  return (withYear ? CALENDAR_DATE : CALENDAR_WEEKDAY).format(date);
}

function MeasureCells({ summary }: { summary: ResponseTimeSummary }) {
  return RESPONSE_MEASURES.map((measure) => {
    const stat = summary[measure];
    return [
      <td key={`${measure}-median`} className={styles.number}>
        {formatMinutes(stat.median_minutes)}
      </td>,
      <td key={`${measure}-p90`} className={styles.number}>
        {formatMinutes(stat.p90_minutes)}
      </td>,
      <td key={`${measure}-count`} className={`${styles.number} ${styles.count}`}>
        {stat.count}
      </td>,
    ];
  });
}

export interface ResponseTimeTableProps {
  readonly periods: readonly ResponseTimePeriod[];
  readonly by: ReportPeriod;
  readonly total: ResponseTimeSummary;
}

/**
 * The chart's numbers as a table: per day or week with requests, each measure's median, 90th
 * percentile and how many requests reached it, and the whole range at the foot.
 */
export function ResponseTimeTable({ periods, by, total }: ResponseTimeTableProps) {
  const shown = periods.filter((period) => period.requests > 0);
  const withYear = shown[0]?.start.slice(0, 4) !== shown.at(-1)?.start.slice(0, 4);
  const unit = by === 'week' ? 'Week' : 'Day';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone, so the keyboard must be able to reach and scroll it.
    <section className={styles.tableBox} aria-label="Response times table" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>
          Response times by {by}: the median, the 90th percentile (9 in 10 within) and n, how many
          requests reached each step.
          {by === 'week' ? ' Weeks' : ' Days'} without requests are left out.
        </caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {unit}
            </th>
            <th scope="col" rowSpan={2} className={styles.number}>
              Requests
            </th>
            {RESPONSE_MEASURES.map((measure) => (
              <th key={measure} scope="colgroup" colSpan={3} className={styles.group}>
                {RESPONSE_MEASURE_LABELS[measure]}
              </th>
            ))}
          </tr>
          <tr>
            {RESPONSE_MEASURES.map((measure) => [
              <th key={`${measure}-median`} scope="col" className={styles.number}>
                Median
              </th>,
              <th key={`${measure}-p90`} scope="col" className={styles.number}>
                90%
              </th>,
              <th
                key={`${measure}-count`}
                scope="col"
                className={`${styles.number} ${styles.count}`}
              >
                <span aria-hidden="true">n</span>
                <span className="visually-hidden">Count</span>
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {shown.map((period) => (
            <tr key={period.start} data-start={period.start}>
              <th scope="row">{periodLabel(period.start, by, withYear)}</th>
              <td className={styles.number}>{period.requests}</td>
              <MeasureCells summary={period} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-start="total">
            <th scope="row">All dates</th>
            <td className={styles.number}>{total.requests}</td>
            <MeasureCells summary={total} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
