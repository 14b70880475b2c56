import type { DB } from '../database.ts';

export interface StaffPhone {
  id: number;
  name: string;
  phone: string;
}

/** The active staff member with this mobile number (E.164), if any: a reply from staff. */
export async function findUserByPhone(db: DB, phone: string): Promise<StaffPhone | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone'])
    .where('phone', '=', phone)
    .where('active', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.phone ? { id: row.id, name: row.name, phone: row.phone } : null;
}

/** Active staff who asked for alerts by text and have a mobile number. */
export async function listTextAlertUsers(db: DB): Promise<StaffPhone[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone'])
    .where('sms_alerts', '=', true)
    .where('phone', 'is not', null)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) =>
    row.phone ? [{ id: row.id, name: row.name, phone: row.phone }] : [],
  );
}
