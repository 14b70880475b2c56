import type { DB } from '../db/database.ts';
import { onCallPeople, rotaEntriesAround } from '../db/repositories/on-call.ts';
import { coverAt, ukMomentOf } from './rota-cover.ts';

/** Someone on call, with what texting them needs. */
export interface OnCallPerson {
  id: number;
  name: string;
  /** E.164, or null when they gave no mobile number. */
  phone: string | null;
  /** Whether they want alerts by text. */
  sms_alerts: boolean;
}

export interface OnCall {
  primary: OnCallPerson | null;
  backup: OnCallPerson | null;
}

/**
 * Who is on call at `at`: the override covering that moment (UK time) if there is one, else the
 * weekly shift. Both null with no rota, or when nobody covers the moment; a deactivated person
 * is not on call (null in their place). Takes a transaction too, to read with a change it makes.
 */
export async function onCallAt(db: DB, at: Date): Promise<OnCall> {
  const moment = ukMomentOf(at);
  const cover = coverAt(
    await rotaEntriesAround(db, {
      weekdays: [moment.weekday, moment.dayBefore.weekday],
      dates: [moment.date, moment.dayBefore.date],
    }),
    moment,
  );
  if (!cover) return { primary: null, backup: null };
  const ids = [cover.primary_user_id, ...(cover.backup_user_id ? [cover.backup_user_id] : [])];
  const people = await onCallPeople(db, ids);
  return {
    primary: people.get(cover.primary_user_id) ?? null,
    backup: cover.backup_user_id ? (people.get(cover.backup_user_id) ?? null) : null,
  };
}
