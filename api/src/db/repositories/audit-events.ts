import type { AuditEvent } from '@tow/contracts';
import { sql } from 'kysely';
import type { DB } from '../database.ts';

export interface NewAuditEvent {
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  /** What the log calls the record (audit/record-names.ts); never a person's name. */
  recordName?: string | null;
  ip: string | null;
  changes?: Record<string, unknown> | null;
}

/** The only write the application makes to the trail: the table refuses updates and deletes. */
export async function insertAuditEvent(db: DB, event: NewAuditEvent): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      actor_id: event.actorId,
      actor_name: event.actorName,
      action: event.action,
      entity: event.entity,
      entity_id: event.entityId === null ? null : String(event.entityId),
      record_name: event.recordName ?? null,
      ip: event.ip,
      changes: event.changes ? JSON.stringify(event.changes) : null,
    })
    .execute();
}

export interface AuditFilter {
  actor?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * A page of the trail, newest first, and how many entries match in all. An entry about a user
 * account is named by the account's current name while it exists: the trail itself keeps no
 * person's name but its actor's.
 */
export async function listAuditEvents(
  db: DB,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ events: AuditEvent[]; total: number }> {
  let query = db.selectFrom('audit_events');
  if (filter.actor !== undefined) query = query.where('actor_id', '=', filter.actor);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<=', filter.to);
  const [rows, count] = await Promise.all([
    query
      .leftJoin('users as account', (join) =>
        join
          .on('audit_events.entity', '=', 'users')
          .on('audit_events.entity_id', '=', sql<string>`account.id::text`),
      )
      .selectAll('audit_events')
      .select('account.name as account_name')
      .orderBy('audit_events.at', 'desc')
      .orderBy('audit_events.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    events: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      actor:
        row.actor_id === null && row.actor_name === null
          ? null
          : { id: row.actor_id, name: row.actor_name },
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      record_name: row.record_name ?? row.account_name,
      ip: row.ip,
      changes: row.changes,
    })),
  };
}
