import { RETENTION_DAYS_DEFAULT, type SecuritySettings } from '@tow/contracts';
import type { DB } from '../database.ts';

const DEFAULTS: SecuritySettings = {
  retention_days: RETENTION_DAYS_DEFAULT,
  require_two_factor: false,
};

/** The settings an owner changes in the console; defaults until they do. */
export async function readSecuritySettings(db: DB): Promise<SecuritySettings> {
  const rows = await db
    .selectFrom('app_settings')
    .select(['name', 'value'])
    .where('name', 'in', Object.keys(DEFAULTS))
    .execute();
  const stored = Object.fromEntries(rows.map((row) => [row.name, row.value]));
  return { ...DEFAULTS, ...stored } as SecuritySettings;
}

export async function writeSecuritySettings(db: DB, settings: SecuritySettings): Promise<void> {
  for (const [name, value] of Object.entries(settings)) {
    await db
      .insertInto('app_settings')
      .values({ name, value: JSON.stringify(value) })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }),
      )
      .execute();
  }
}

/**
 * Claims a daily task for this process: true when its last run (a row of its own) is older than
 * `everyMs` and this call moved it to now. Replicas racing for it get one winner; a restart
 * remembers the last run.
 */
export async function claimPeriodicRun(
  db: DB,
  task: string,
  everyMs: number,
  now: Date = new Date(),
): Promise<boolean> {
  const name = `last_run:${task}`;
  const due = new Date(now.getTime() - everyMs).toISOString();
  await db
    .insertInto('app_settings')
    .values({ name, value: JSON.stringify(null), updated_at: new Date(0) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const claimed = await db
    .updateTable('app_settings')
    .set({ value: JSON.stringify(now.toISOString()), updated_at: now })
    .where('name', '=', name)
    .where('updated_at', '<=', new Date(due))
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}
