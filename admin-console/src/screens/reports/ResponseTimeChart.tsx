import {
  RESPONSE_MEASURE_LABELS,
  RESPONSE_MEASURES,
  type ResponseMeasure,
  type ResponseTimePeriod,
} from '@tow/contracts';
import { CALENDAR_DAY_MONTH } from '@tow/contracts/date-formats';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMinutes } from '../../lib/format-minutes.ts';
import styles from './ReportsScreen.module.css';
import type { ReportPeriod, ReportStatistic } from './report-query.ts';

/** Each measure's line: a token colour and a dash, so lines differ without colour too. */
const LINES: Record<ResponseMeasure, { colour: string; dash: number[] }> = {
  acknowledged: { colour: '--color-primary', dash: [] },
  assigned: { colour: '--color-info', dash: [8, 4] },
  on_scene: { colour: '--color-accent', dash: [2, 4] },
  completed: { colour: '--color-success', dash: [12, 4, 2, 4] },
};

const CHART_HEIGHT = 300;
const MINUTE_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880];
// Periods start at UTC midnight here and the axis reads them in UTC: the label is the UK day.
const dayOf = (seconds: number | null) =>
  seconds === null ? '–' : CALENDAR_DAY_MONTH.format(new Date(seconds * 1000));
/** The minutes axis: its foot is 0, not "< 1 min". */
const axisMinutes = (minutes: number) => (minutes === 0 ? '0' : formatMinutes(minutes));

/** The weeks' own starts, every few when there are more than the axis has room for. */
function mondays(chart: uPlot): number[] {
  const starts = chart.data[0] as number[];
  const room = Math.max(1, Math.floor(chart.width / 80));
  const step = Math.ceil(starts.length / room);
  return starts.filter((_start, index) => index % step === 0);
}

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

function statisticOf(
  period: ResponseTimePeriod,
  measure: ResponseMeasure,
  statistic: ReportStatistic,
) {
  const stat = period[measure];
  return statistic === 'median' ? stat.median_minutes : stat.p90_minutes;
}

export interface ResponseTimeChartProps {
  readonly periods: readonly ResponseTimePeriod[];
  readonly by: ReportPeriod;
  readonly statistic: ReportStatistic;
}

/**
 * The four measures as lines over the days or weeks (uPlot on a canvas), with a legend that
 * shows each value under the pointer. The table below holds the same numbers for screen readers.
 */
export function ResponseTimeChart({ periods, by, statistic }: ResponseTimeChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const plotted = periods.reduce(
    (sum, period) =>
      sum + RESPONSE_MEASURES.filter((m) => statisticOf(period, m, statistic) !== null).length,
    0,
  );

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const muted = token('--color-text-muted');
    const grid = token('--color-border');
    const font = `12px ${token('--font-sans')}`;
    const data: uPlot.AlignedData = [
      periods.map((period) => Date.parse(`${period.start}T00:00:00Z`) / 1000),
      ...RESPONSE_MEASURES.map((measure) =>
        periods.map((period) => statisticOf(period, measure, statistic)),
      ),
    ];
    const axis = { stroke: muted, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: CHART_HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => [0, max > 0 ? Math.ceil(max * 1.15) : 10] },
        },
        series: [
          { label: by === 'week' ? 'Week of' : 'Day', value: (_u, seconds) => dayOf(seconds) },
          ...RESPONSE_MEASURES.map((measure) => ({
            label: RESPONSE_MEASURE_LABELS[measure],
            stroke: token(LINES[measure].colour),
            dash: LINES[measure].dash,
            width: 2,
            points: { show: true, size: 7, fill: token(LINES[measure].colour) },
            value: (_u: uPlot, minutes: number | null) => formatMinutes(minutes),
          })),
        ],
        axes: [
          {
            ...axis,
            space: 60,
            // Weeks are marked on their Mondays, as many as fit; days where uPlot puts them.
            ...(by === 'week' ? { splits: mondays } : {}),
            values: (_u, splits) => splits.map(dayOf),
          },
          {
            ...axis,
            size: 80,
            // Steps a person counts in: minutes, quarter hours, hours, days.
            incrs: MINUTE_STEPS,
            values: (_u, splits) => splits.map(axisMinutes),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: CHART_HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [periods, by, statistic]);

  const what = statistic === 'median' ? 'Median' : '90th percentile';
  return (
    <figure className={styles.chartFigure} data-plotted={plotted}>
      <figcaption className={styles.chartCaption}>
        {what} time from a request to each step, by {by}. The table below has the same numbers.
      </figcaption>
      <div ref={target} className={styles.chart} />
    </figure>
  );
}
