import {
  BUSINESS_TIME_ZONE,
  RESPONSE_MEASURES,
  type ReportRange,
  type ResponseMeasure,
  type ResponseTimePeriod,
  type ResponseTimeSummary,
  type ResponseTimesReport,
} from '@tow/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../database.ts';

/** The first instant of a UK day and the first instant after the range, as timestamptz. */
export function ukRangeBounds({ from, to }: ReportRange): {
  lo: RawBuilder<Date>;
  hi: RawBuilder<Date>;
} {
  return {
    lo: sql<Date>`(${from}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`,
    hi: sql<Date>`((${to}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})`,
  };
}

/** Percentile columns of one measure over the `measured` rows in a group. */
function measureColumns(measure: ResponseMeasure) {
  const column = sql.ref(`m.${measure}`);
  return sql`count(${column}) as ${sql.ref(`${measure}_count`)},
    percentile_cont(0.5) within group (order by ${column}) as ${sql.ref(`${measure}_median`)},
    percentile_cont(0.9) within group (order by ${column}) as ${sql.ref(`${measure}_p90`)}`;
}

type StatRow = Record<string, unknown> & { unit: string; start: string; requests: unknown };

const minutes = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

function summaryOf(row: StatRow): ResponseTimeSummary {
  const stat = (measure: ResponseMeasure) => ({
    count: Number(row[`${measure}_count`]),
    median_minutes: minutes(row[`${measure}_median`]),
    p90_minutes: minutes(row[`${measure}_p90`]),
  });
  return {
    requests: Number(row.requests),
    acknowledged: stat('acknowledged'),
    assigned: stat('assigned'),
    on_scene: stat('on_scene'),
    completed: stat('completed'),
  };
}

/**
 * Minutes from each request's creation to the moments a report measures, for the requests made
 * in the range (UK days) that are not held as suspected spam. A moment is the first time it
 * happened: the first acknowledgement, the first assignment, the first move to on scene and to
 * completed (a stage skipped has no time and is left out of that measure's count). Then the
 * median and 90th percentile per UK day, per ISO week (Monday first) and over the whole range,
 * every day and week of the range listed, empty ones included: one statement, one snapshot.
 */
export async function readResponseTimes(db: DB, range: ReportRange): Promise<ResponseTimesReport> {
  const { from, to } = range;
  const { lo, hi } = ukRangeBounds(range);
  const zone = BUSINESS_TIME_ZONE;
  const since = (at: string) => sql`extract(epoch from ${sql.ref(at)} - r.created_at)::float8 / 60`;
  const firstStage = (stage: string) =>
    sql`min(h.at) filter (where h.kind = 'stage_changed' and h.detail->>'to' = ${stage})`;
  const columns = sql.join(RESPONSE_MEASURES.map(measureColumns));
  const { rows } = await sql<StatRow>`
    with measured as (
      select
        (r.created_at at time zone ${zone})::date as day,
        date_trunc('week', r.created_at at time zone ${zone})::date as week,
        ${since('r.acknowledged_at')} as acknowledged,
        ${since('s.assigned_at')} as assigned,
        ${since('s.on_scene_at')} as on_scene,
        ${since('s.completed_at')} as completed
      from callback_requests r
      left join lateral (
        select
          min(h.at) filter (where h.kind = 'assigned') as assigned_at,
          ${firstStage('on_scene')} as on_scene_at,
          ${firstStage('completed')} as completed_at
        from callback_request_history h
        where h.callback_request_id = r.id and h.kind in ('assigned', 'stage_changed')
      ) s on true
      where r.created_at >= ${lo} and r.created_at < ${hi} and r.spam_reasons is null
    ),
    periods as (
      select 'day' as unit, d::date as start
        from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') d
      union all
      select 'week', w::date
        from generate_series(date_trunc('week', ${from}::timestamp), ${to}::timestamp, interval '7 days') w
    )
    select p.unit, to_char(p.start, 'YYYY-MM-DD') as start, count(m.day) as requests, ${columns}
      from periods p
      left join measured m
        on (p.unit = 'day' and m.day = p.start) or (p.unit = 'week' and m.week = p.start)
      group by p.unit, p.start
    union all
    select 'total', ${from}, count(*), ${columns} from measured m
    order by 1, 2`.execute(db);
  const periods = (unit: string): ResponseTimePeriod[] =>
    rows.filter((row) => row.unit === unit).map((row) => ({ start: row.start, ...summaryOf(row) }));
  const total = rows.find((row) => row.unit === 'total');
  if (!total) throw new Error('The response-times query answered no total');
  return { from, to, days: periods('day'), weeks: periods('week'), total: summaryOf(total) };
}
