import { sql } from 'kysely';
import type { TestApi } from './test-api.ts';

/** Minutes after the request's creation at which each moment of its job happened. */
export interface Timeline {
  acknowledged?: number;
  assigned?: number;
  en_route?: number;
  on_scene?: number;
  towing?: number;
  completed?: number;
  cancelled?: number;
}

/**
 * Moves a request made through the API to `created` and its job's moments to the minutes after
 * it that `timeline` gives, as if it had happened then: the request's creation and
 * acknowledgement, and the history entries its assignment and stage moves wrote. Each moment
 * must have happened through the API first (this only moves times).
 */
export async function setTimeline(
  api: TestApi,
  id: number,
  created: Date,
  timeline: Timeline,
): Promise<void> {
  const db = api.runtime.deps.db;
  const after = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
  await sql`update callback_requests set created_at = ${created} where id = ${id}`.execute(db);
  const { acknowledged, assigned, ...stages } = timeline;
  if (acknowledged !== undefined) {
    await sql`update callback_requests set acknowledged_at = ${after(acknowledged)} where id = ${id}`.execute(
      db,
    );
  }
  if (assigned !== undefined) {
    await sql`update callback_request_history set at = ${after(assigned)}
      where callback_request_id = ${id} and kind = 'assigned'`.execute(db);
  }
  for (const [stage, minutes] of Object.entries(stages)) {
    await sql`update callback_request_history set at = ${after(minutes)}
      where callback_request_id = ${id} and kind = 'stage_changed' and detail->>'to' = ${stage}`.execute(
      db,
    );
  }
}
