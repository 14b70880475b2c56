import type { LiveEventType } from '@tow/contracts';
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import type { StatementPart } from '../db/statement-parts.ts';
import type { Notice } from './notices.ts';

export const LIVE_EVENTS_CHANNEL = 'live_events';

export interface LiveEvent {
  id: number;
  type: LiveEventType;
  data: unknown;
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; stay well below. */
const MAX_NOTIFY_BYTES = 7_000;

/**
 * Stores an event for the live consoles and wakes every replica, as part of a statement in the
 * caller's transaction: a change rolled back is never announced, a committed one always is. The
 * notification carries the whole event when it fits, so replicas pass it on without reading it
 * back; a larger one carries its id only.
 */
export function liveEventWrite(type: LiveEventType, data: unknown): StatementPart {
  const json = JSON.stringify(data);
  return {
    ctes: sql`${storedEvent(type, json)}, event_notice as (
      select pg_notify(
        ${LIVE_EVENTS_CHANNEL},
        case when octet_length(whole) < ${MAX_NOTIFY_BYTES} then whole else id::text end
      )
      from (
        select id, '{"id":' || id || ',"type":' || to_json(${type}::text)::text || ',"data":' || ${json}::text || '}' as whole
        from stored_event
      ) as event
    )`,
    runs: sql`(select count(*) from event_notice)`,
  };
}

/**
 * Stores an event for the live consoles as part of a statement in the caller's transaction,
 * without waking anyone: the statement answers `live_event_id`, and the caller hands
 * `liveEventNotice` to its notices once the transaction has committed. A busy path's commits
 * then never queue for PostgreSQL's one NOTIFY lock; a notice lost with its process leaves the
 * event stored for a console's reconnect (`Last-Event-ID`).
 */
export function liveEventRow(type: LiveEventType, data: unknown): StatementPart {
  return {
    ctes: storedEvent(type, JSON.stringify(data)),
    runs: sql`(select id from stored_event) as live_event_id`,
  };
}

const storedEvent = (type: LiveEventType, json: string) => sql`stored_event as (
  insert into live_events (type, data) values (${type}, ${json}::jsonb) returning id
)`;

/** The notice of a stored event: the whole event when it fits, else its id (as liveEventWrite). */
export function liveEventNotice(id: number, type: LiveEventType, data: unknown): Notice {
  const whole = `{"id":${id},"type":${JSON.stringify(type)},"data":${JSON.stringify(data)}}`;
  return {
    channel: LIVE_EVENTS_CHANNEL,
    payload: Buffer.byteLength(whole) < MAX_NOTIFY_BYTES ? whole : String(id),
  };
}

/** A notification's payload: the whole event, or the id of one to read. */
export function parseLiveEventNotice(payload: string): LiveEvent | number | null {
  if (/^\d+$/.test(payload)) return Number(payload);
  try {
    const event = JSON.parse(payload) as LiveEvent;
    return Number.isSafeInteger(event.id) && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

/** Events with the given ids, or every event after `afterId`, oldest first. */
export async function readLiveEvents(
  db: DB,
  filter: { ids: number[] } | { afterId: number },
): Promise<LiveEvent[]> {
  let query = db.selectFrom('live_events').select(['id', 'type', 'data']);
  query =
    'ids' in filter ? query.where('id', 'in', filter.ids) : query.where('id', '>', filter.afterId);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({ ...row, type: row.type as LiveEventType }));
}

/** Newest event id (0 when none), where a replica starts reading. */
export async function latestLiveEventId(db: DB): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function deleteLiveEventsBefore(db: DB, before: Date): Promise<void> {
  await db.deleteFrom('live_events').where('created_at', '<', before).execute();
}
