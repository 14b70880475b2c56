import { minutesOf, type OnCallRota, timeOf } from '@tow/contracts';
import type { DB } from '../database.ts';

/** A rota entry as stored: UK wall-clock minutes, the people by id. */
export interface CoverRow {
  start_minute: number;
  end_minute: number;
  primary_user_id: number;
  backup_user_id: number | null;
}
export interface ShiftRow extends CoverRow {
  weekday: number;
}
export interface OverrideRow extends CoverRow {
  on_date: string;
}

const COVER = ['start_minute', 'end_minute', 'primary_user_id', 'backup_user_id'] as const;

function coverOf(row: CoverRow) {
  return {
    start: timeOf(row.start_minute),
    end: timeOf(row.end_minute),
    primary_user_id: row.primary_user_id,
    backup_user_id: row.backup_user_id,
  };
}

function rowOf(entry: OnCallRota['shifts'][number] | OnCallRota['overrides'][number]): CoverRow {
  return {
    start_minute: minutesOf(entry.start),
    end_minute: minutesOf(entry.end),
    primary_user_id: entry.primary_user_id,
    backup_user_id: entry.backup_user_id,
  };
}

/** The whole rota: shifts by weekday and start, overrides by date and start. */
export async function readRota(db: DB): Promise<OnCallRota> {
  const [shifts, overrides] = await Promise.all([
    db
      .selectFrom('on_call_shifts')
      .select(['weekday', ...COVER])
      .orderBy('weekday')
      .orderBy('start_minute')
      .execute(),
    db
      .selectFrom('on_call_overrides')
      .select(['on_date', ...COVER])
      .orderBy('on_date')
      .orderBy('start_minute')
      .execute(),
  ]);
  return {
    shifts: shifts.map((row) => ({ weekday: row.weekday, ...coverOf(row) })),
    overrides: overrides.map((row) => ({ date: row.on_date, ...coverOf(row) })),
  };
}

/** Replaces the rota with this one; call it in a transaction, so nobody reads half a rota. */
export async function replaceRota(trx: DB, rota: OnCallRota): Promise<void> {
  await trx.deleteFrom('on_call_shifts').execute();
  await trx.deleteFrom('on_call_overrides').execute();
  if (rota.shifts.length > 0)
    await trx
      .insertInto('on_call_shifts')
      .values(rota.shifts.map((shift) => ({ weekday: shift.weekday, ...rowOf(shift) })))
      .execute();
  if (rota.overrides.length > 0)
    await trx
      .insertInto('on_call_overrides')
      .values(rota.overrides.map((override) => ({ on_date: override.date, ...rowOf(override) })))
      .execute();
}

/**
 * The entries that may cover a moment: the shifts of its UK weekday and the day before (a shift
 * crossing midnight), the overrides of its UK date and the day before.
 */
export async function rotaEntriesAround(
  db: DB,
  days: { weekdays: [number, number]; dates: [string, string] },
): Promise<{ shifts: ShiftRow[]; overrides: OverrideRow[] }> {
  const [shifts, overrides] = await Promise.all([
    db
      .selectFrom('on_call_shifts')
      .select(['weekday', ...COVER])
      .where('weekday', 'in', days.weekdays)
      .execute(),
    db
      .selectFrom('on_call_overrides')
      .select(['on_date', ...COVER])
      .where('on_date', 'in', days.dates)
      .execute(),
  ]);
  return { shifts, overrides };
}

/** Whether a user is anyone's primary or backup on the rota (they cannot be removed then). */
export async function isOnRota(db: DB, userId: number): Promise<boolean> {
  for (const table of ['on_call_shifts', 'on_call_overrides'] as const) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where((eb) => eb.or([eb('primary_user_id', '=', userId), eb('backup_user_id', '=', userId)]))
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** Active users by id with what texting them needs; the inactive are left out (not on call). */
export async function onCallPeople(
  db: DB,
  ids: number[],
): Promise<Map<number, { id: number; name: string; phone: string | null; sms_alerts: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'sms_alerts'])
    .where('id', 'in', ids)
    .where('active', '=', true)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
