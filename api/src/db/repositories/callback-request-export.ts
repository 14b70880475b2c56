import type { JobStage, ReportRange } from '@tow/contracts';
import { sql } from 'kysely';
import type { DB } from '../database.ts';
import { ukRangeBounds } from './response-times.ts';

/** A request as an export lists it: its fields, who went in what, and when each stage began. */
export interface ExportedRequest {
  id: number;
  reference: string;
  created_at: Date;
  name: string;
  phone: string;
  email: string | null;
  location: string;
  nearest_area: string | null;
  distance_km: number | null;
  service_type: string;
  urgency: string;
  message: string;
  preferred_callback_time: Date | null;
  status: string;
  stage: JobStage | null;
  admin_notes: string;
  suspected_spam: boolean;
  repeat_count: number;
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
  crew_name: string | null;
  vehicle_registration: string | null;
  assigned_at: Date | null;
  en_route_at: Date | null;
  on_scene_at: Date | null;
  towing_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
}

const inRange = (range: ReportRange) => {
  const { lo, hi } = ukRangeBounds(range);
  return sql`r.created_at >= ${lo} and r.created_at < ${hi}`;
};

/** How many requests were made in the range (UK days), suspected spam included. */
export async function countRequestsInRange(db: DB, range: ReportRange): Promise<number> {
  const { rows } = await sql<{ count: unknown }>`
    select count(*) as count from callback_requests r where ${inRange(range)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

const at = (value: unknown) => (value === null ? null : new Date(value as string | Date));

/**
 * One page of the requests made in the range, in the order they came (by id), after the id
 * `afterId` (a page ends where the next begins: no row twice, none missed). Each stage's time is
 * the first time the job reached it; the crew and vehicle are those assigned now, or the last
 * assigned when the user or vehicle has since been removed.
 */
export async function readExportPage(
  db: DB,
  range: ReportRange,
  afterId: number,
  limit: number,
): Promise<ExportedRequest[]> {
  const stageAt = (stage: JobStage) =>
    sql`min(h.at) filter (where h.kind = 'stage_changed' and h.detail->>'to' = ${stage})`;
  const lastAssigned = (field: string) =>
    sql`(array_agg(h.detail->>${field} order by h.id desc) filter (where h.kind = 'assigned'))[1]`;
  const { rows } = await sql<Record<string, unknown>>`
    select r.id, r.reference, r.created_at, r.name, r.phone, r.email, r.location, r.nearest_area,
      r.distance_km, r.service_type, r.urgency, r.message, r.preferred_callback_time, r.status,
      r.stage, r.admin_notes, r.spam_reasons is not null as suspected_spam, r.repeat_count,
      r.acknowledged_at, r.acknowledged_by,
      coalesce(u.name, s.last_user_name) as crew_name,
      coalesce(v.registration, s.last_registration) as vehicle_registration,
      s.assigned_at, s.en_route_at, s.on_scene_at, s.towing_at, s.completed_at, s.cancelled_at
    from callback_requests r
    left join users u on u.id = r.assigned_user_id
    left join vehicles v on v.id = r.vehicle_id
    left join lateral (
      select
        min(h.at) filter (where h.kind = 'assigned') as assigned_at,
        ${stageAt('en_route')} as en_route_at,
        ${stageAt('on_scene')} as on_scene_at,
        ${stageAt('towing')} as towing_at,
        ${stageAt('completed')} as completed_at,
        ${stageAt('cancelled')} as cancelled_at,
        ${lastAssigned('user_name')} as last_user_name,
        ${lastAssigned('registration')} as last_registration
      from callback_request_history h
      where h.callback_request_id = r.id and h.kind in ('assigned', 'stage_changed')
    ) s on true
    where ${inRange(range)} and r.id > ${afterId}
    order by r.id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    reference: row.reference as string,
    created_at: new Date(row.created_at as string | Date),
    name: row.name as string,
    phone: row.phone as string,
    email: row.email as string | null,
    location: row.location as string,
    nearest_area: row.nearest_area as string | null,
    distance_km: row.distance_km === null ? null : Number(row.distance_km),
    service_type: row.service_type as string,
    urgency: row.urgency as string,
    message: row.message as string,
    preferred_callback_time: at(row.preferred_callback_time),
    status: row.status as string,
    stage: row.stage as JobStage | null,
    admin_notes: row.admin_notes as string,
    suspected_spam: Boolean(row.suspected_spam),
    repeat_count: Number(row.repeat_count),
    acknowledged_at: at(row.acknowledged_at),
    acknowledged_by: row.acknowledged_by as string | null,
    crew_name: row.crew_name as string | null,
    vehicle_registration: row.vehicle_registration as string | null,
    assigned_at: at(row.assigned_at),
    en_route_at: at(row.en_route_at),
    on_scene_at: at(row.on_scene_at),
    towing_at: at(row.towing_at),
    completed_at: at(row.completed_at),
    cancelled_at: at(row.cancelled_at),
  }));
}
