import type { AuditEvent } from '@tow/contracts';
import type { DB } from '../database.ts';

export interface NewAuditEvent {
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | number | null;
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

/** A page of the trail, newest first, and how many entries match in all. */
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
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
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
      ip: row.ip,
      changes: row.changes,
    })),
  };
}
