import type { SmsMessage } from '@tow/contracts';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../database.ts';
import type { SmsMessagesTable } from '../schema.ts';
import type { StatementPart } from '../statement-parts.ts';
import { toIso } from './shared.ts';

export type StoredText = Selectable<SmsMessagesTable>;
export type TextStatus = SmsMessagesTable['status'];

/** A text to queue: its job sends it, found by `key`. */
export interface NewText {
  key: string;
  callbackRequestId: number | null;
  userId?: number | null;
  audience: 'driver' | 'staff';
  /** Why it is sent: received, taken, staff, alert, escalation, taken_by, test, keyword. */
  purpose: string;
  phone: string;
  body: string;
  sentBy: string;
  segments: number;
}

/** What a conversation shows of a stored text. */
export function textRecord(row: StoredText): SmsMessage {
  return {
    id: row.id,
    direction: row.direction,
    audience: row.audience,
    body: row.body,
    status: row.status,
    error: row.error,
    sent_by: row.sent_by,
    segments: row.segments,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** Queues texts as part of a statement (see runAsOneStatement); a key written before is skipped. */
export function textsWrite(texts: readonly NewText[]): StatementPart {
  const rows = texts.map(
    (text) =>
      sql`(${text.key}, ${text.callbackRequestId}, ${text.userId ?? null}, 'outbound', ${text.audience}, ${text.purpose}, ${text.phone}, ${text.body}, 'queued', ${text.sentBy}, ${text.segments})`,
  );
  return {
    ctes: sql`queued_texts as (
      insert into sms_messages
        (key, callback_request_id, user_id, direction, audience, purpose, phone, body, status, sent_by, segments)
      values ${sql.join(rows)}
      on conflict (key) do nothing
    )`,
  };
}

export function findTextByKey(db: DB, key: string): Promise<StoredText | undefined> {
  return db.selectFrom('sms_messages').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Handed to the provider: written with the job's completion. */
export function textSentWrite(key: string, providerId: string | null): StatementPart {
  return {
    ctes: sql`text_sent as (
      update sms_messages set status = 'sent', provider_id = ${providerId}, error = null, updated_at = now()
      where key = ${key} and status = 'queued'
    )`,
  };
}

/** A text's new status; a receipt never takes a delivered text back to sent. */
export async function setTextStatus(
  db: DB,
  where: { key: string } | { providerId: string },
  status: TextStatus,
  error: string | null,
): Promise<StoredText | undefined> {
  let query = db
    .updateTable('sms_messages')
    .set({ status, error, updated_at: sql<Date>`now()` })
    .where('direction', '=', 'outbound')
    .where('status', '!=', 'delivered');
  query =
    'key' in where
      ? query.where('key', '=', where.key)
      : query.where('provider_id', '=', where.providerId);
  if (status === 'sent') query = query.where('status', '=', 'queued');
  return query.returningAll().executeTakeFirst();
}

/** A text received; a provider's repeated delivery of it (same key) stores nothing new. */
export async function insertReceivedText(
  db: DB,
  text: {
    key: string;
    callbackRequestId: number | null;
    userId: number | null;
    audience: 'driver' | 'staff';
    phone: string;
    body: string;
    segments: number;
  },
): Promise<StoredText | undefined> {
  return db
    .insertInto('sms_messages')
    .values({
      key: text.key,
      callback_request_id: text.callbackRequestId,
      user_id: text.userId,
      direction: 'inbound',
      audience: text.audience,
      purpose: 'reply',
      phone: text.phone,
      body: text.body,
      status: 'received',
      segments: text.segments,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function listRequestTexts(db: DB, callbackRequestId: number): Promise<StoredText[]> {
  return db
    .selectFrom('sms_messages')
    .selectAll()
    .where('callback_request_id', '=', callbackRequestId)
    .where('audience', '=', 'driver')
    .orderBy('id')
    .execute();
}

/**
 * Texts to drivers handed to the provider since `since`: to one phone (the per-phone cap), or
 * to anyone (the site's daily cap).
 */
export async function countDriverTexts(
  db: DB,
  since: Date,
  phone: string | null = null,
): Promise<number> {
  let query = db
    .selectFrom('sms_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('direction', '=', 'outbound')
    .where('audience', '=', 'driver')
    .where('status', 'in', ['sent', 'delivered'])
    .where('created_at', '>=', since);
  if (phone !== null) query = query.where('phone', '=', phone);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The latest alert texted to a staff phone: the request a "1" reply takes. */
export async function latestAlertTo(db: DB, phone: string): Promise<StoredText | undefined> {
  return db
    .selectFrom('sms_messages')
    .selectAll()
    .where('phone', '=', phone)
    .where('direction', '=', 'outbound')
    .where('audience', '=', 'staff')
    .where('purpose', 'in', ['alert', 'escalation'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Staff phones alerted about a request (to tell them who took it). */
export async function phonesAlertedFor(db: DB, callbackRequestId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sms_messages')
    .select('phone')
    .distinct()
    .where('callback_request_id', '=', callbackRequestId)
    .where('audience', '=', 'staff')
    .where('purpose', 'in', ['alert', 'escalation'])
    .execute();
  return rows.map((row) => row.phone);
}

/** The texts of the given phones, for the personal-data export; erased with them. */
export async function textsOfPhones(db: DB, phones: readonly string[]): Promise<StoredText[]> {
  if (phones.length === 0) return [];
  return db
    .selectFrom('sms_messages')
    .selectAll()
    .where('phone', 'in', phones)
    .orderBy('id')
    .execute();
}

export async function deleteTextsOfPhones(db: DB, phones: readonly string[]): Promise<number> {
  if (phones.length === 0) return 0;
  const result = await db
    .deleteFrom('sms_messages')
    .where('phone', 'in', phones)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
