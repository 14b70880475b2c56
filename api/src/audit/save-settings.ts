import type { DB } from '../db/database.ts';
import { insertAuditEvent } from '../db/repositories/audit-events.ts';

/** `{ name: { before, after } }` for each setting a save changed, as the audit trail keeps it. */
function settingsChanges<T extends object>(before: T, after: T): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(after)
      .filter(([name, value]) => old[name] !== value)
      .map(([name, value]) => [name, { before: old[name], after: value }]),
  );
}

/** A group of the app's settings: its name in the audit trail, and how it is read and written. */
export interface SettingsGroup<T extends object> {
  name: string;
  read: (db: DB) => Promise<T>;
  write: (db: DB, settings: T) => Promise<void>;
}

/**
 * A user's save of a group of settings: written with its entry in the audit trail, in one
 * transaction; answers the group as stored.
 */
export async function saveSettings<T extends object>(
  db: DB,
  group: SettingsGroup<T>,
  next: T,
  actor: { id: number; name: string; ip: string | null },
): Promise<T> {
  await db.transaction().execute(async (trx) => {
    const before = await group.read(trx);
    await group.write(trx, next);
    await insertAuditEvent(trx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'update',
      entity: 'settings',
      entityId: group.name,
      ip: actor.ip,
      changes: settingsChanges(before, next),
    });
  });
  return group.read(db);
}
