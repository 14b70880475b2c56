import {
  ETA_SETTINGS_DEFAULTS,
  type EtaSettings,
  RETENTION_DAYS_DEFAULT,
  type SecuritySettings,
} from '@tow/contracts';
import type { DB } from '../database.ts';

const SECURITY_DEFAULTS: SecuritySettings = {
  retention_days: RETENTION_DAYS_DEFAULT,
  require_two_factor: false,
};

/** A group of settings, one row each by its field's name; its defaults until someone saves it. */
async function readSettings<T extends object>(db: DB, defaults: T): Promise<T> {
  const rows = await db
    .selectFrom('app_settings')
    .select(['name', 'value'])
    .where('name', 'in', Object.keys(defaults))
    .execute();
  const stored = Object.fromEntries(rows.map((row) => [row.name, row.value]));
  return { ...defaults, ...stored } as T;
}

async function writeSettings(db: DB, settings: object): Promise<void> {
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

/** The settings an owner changes in the console; defaults until they do. */
export function readSecuritySettings(db: DB): Promise<SecuritySettings> {
  return readSettings(db, SECURITY_DEFAULTS);
}

export function writeSecuritySettings(db: DB, settings: SecuritySettings): Promise<void> {
  return writeSettings(db, settings);
}

/** How the driver's ETA is worked out while en route (staff choose); defaults until saved. */
export function readEtaSettings(db: DB): Promise<EtaSettings> {
  return readSettings(db, ETA_SETTINGS_DEFAULTS);
}

export function writeEtaSettings(db: DB, settings: EtaSettings): Promise<void> {
  return writeSettings(db, settings);
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
