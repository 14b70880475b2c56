import { sql } from 'kysely';
import type { DB } from '../database.ts';

export async function isOptedOut(db: DB, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_opt_outs')
    .select('phone')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}

export async function optOutSince(db: DB, phone: string): Promise<string | null> {
  const row = await db
    .selectFrom('sms_opt_outs')
    .select('opted_out_at')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row ? new Date(row.opted_out_at).toISOString() : null;
}

/** STOP: kept until the phone sends START (or its data is erased). */
export async function optOut(db: DB, phone: string, keyword: string): Promise<void> {
  await db
    .insertInto('sms_opt_outs')
    .values({ phone, keyword })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ keyword, opted_out_at: sql`now()` }))
    .execute();
}

export async function optIn(db: DB, phone: string): Promise<boolean> {
  const result = await db.deleteFrom('sms_opt_outs').where('phone', '=', phone).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The first time today a limit stopped texts: true once a day, so staff are told once. */
export async function claimLimitNotice(db: DB, day: string, limitName: string): Promise<boolean> {
  const row = await db
    .insertInto('sms_limit_notices')
    .values({ day, limit_name: limitName })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  return row !== undefined;
}
