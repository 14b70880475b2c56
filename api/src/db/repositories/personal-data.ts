import { normaliseUkPhone, ukPhoneE164 } from '@tow/contracts';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { DB } from '../database.ts';
import type { CallbackRequestsTable, Database } from '../schema.ts';

/**
 * What anonymising a callback request leaves: the service, urgency, area, status and dates
 * (the statistics), nothing that names or reaches the person.
 */
const ANONYMISED = {
  name: 'Anonymised',
  phone: '',
  email: null,
  message: '',
  admin_notes: '',
  phone_normalised: '',
  latitude: null,
  longitude: null,
  location_accuracy_m: null,
} as const;

/**
 * Staff's notes, a repeat's message and a driver's text are kept in the history too: they go with
 * the request, and so do its texts.
 */
async function forgetHistoryNotes(db: DB, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('callback_request_history')
    .set({ detail: JSON.stringify({}) })
    .where('callback_request_id', 'in', ids)
    .where('kind', 'in', ['notes_changed', 'repeated', 'text_received'])
    .execute();
  await db.deleteFrom('sms_messages').where('callback_request_id', 'in', ids).execute();
}

/** The phone as texts store it (E.164), when the query is one. */
const textPhone = (person: PersonQuery) => ('phone' in person ? ukPhoneE164(person.phone) : null);

/** Requests anonymised already have no phone (a real request always has one). */
const notAnonymised = (eb: ExpressionBuilder<Database, 'callback_requests'>) =>
  eb('phone', '!=', '');

/**
 * Anonymises completed and cancelled callback requests untouched for `days` days before `now`.
 * Returns how many.
 */
export async function anonymiseClosedRequests(db: DB, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('callback_requests')
      .set(ANONYMISED)
      .where('status', 'in', ['completed', 'cancelled'])
      .where('updated_at', '<', cutoff)
      .where(notAnonymised)
      .returning('id')
      .execute();
    await forgetHistoryNotes(
      trx,
      rows.map((row) => row.id),
    );
    return rows.length;
  });
}

export type PersonQuery = { phone: string } | { email: string };

/** Ids of the callback requests about a person, by phone (any way it was written) or email. */
async function matchingRequestIds(db: DB, person: PersonQuery): Promise<number[]> {
  if ('email' in person) {
    const rows = await db
      .selectFrom('callback_requests')
      .select('id')
      .where(sql<string>`lower(email)`, '=', person.email.toLowerCase())
      .execute();
    return rows.map((row) => row.id);
  }
  const wanted = normaliseUkPhone(person.phone) ?? person.phone.replace(/\D/g, '');
  if (wanted.length < 6) return [];
  // Narrow by the last digits in SQL, then compare the national form as the site reads phones.
  const rows = await db
    .selectFrom('callback_requests')
    .select(['id', 'phone'])
    .where(sql<string>`right(regexp_replace(phone, '[^0-9]', '', 'g'), 6)`, '=', wanted.slice(-6))
    .execute();
  return rows
    .filter((row) => (normaliseUkPhone(row.phone) ?? row.phone.replace(/\D/g, '')) === wanted)
    .map((row) => row.id);
}

/** The crew's position on the job is the crew's, not the driver's: it stays out of their data. */
function withoutCrewPosition(row: Selectable<CallbackRequestsTable>) {
  const {
    crew_latitude: _latitude,
    crew_longitude: _longitude,
    crew_accuracy_m: _accuracy,
    crew_position_at: _at,
    ...rest
  } = row;
  return rest;
}

/** Everything held about a person: their callback requests, and their console account if any. */
export async function exportPersonalData(db: DB, person: PersonQuery) {
  const ids = await matchingRequestIds(db, person);
  const requests =
    ids.length === 0
      ? []
      : await db
          .selectFrom('callback_requests')
          .selectAll()
          .where('id', 'in', ids)
          .orderBy('id')
          .execute()
          .then((rows) => rows.map(withoutCrewPosition));
  const users =
    'email' in person
      ? await db
          .selectFrom('users')
          .select(['id', 'name', 'email', 'role', 'created_at', 'last_sign_in_at'])
          .where(sql<string>`lower(email)`, '=', person.email.toLowerCase())
          .execute()
      : [];
  const phone = textPhone(person);
  const texts =
    ids.length === 0 && !phone
      ? []
      : await db
          .selectFrom('sms_messages')
          .select([
            'id',
            'callback_request_id',
            'direction',
            'phone',
            'body',
            'status',
            'created_at',
          ])
          .where((eb) =>
            eb.or([
              ...(ids.length > 0 ? [eb('callback_request_id', 'in', ids)] : []),
              ...(phone ? [eb('phone', '=', phone)] : []),
            ]),
          )
          .orderBy('id')
          .execute();
  const smsOptOut = phone
    ? ((await db
        .selectFrom('sms_opt_outs')
        .selectAll()
        .where('phone', '=', phone)
        .executeTakeFirst()) ?? null)
    : null;
  return { callback_requests: requests, users, texts, sms_opt_out: smsOptOut };
}

/**
 * Anonymises every callback request about the person, and removes their texts and their STOP;
 * returns how many requests.
 */
export async function erasePersonalData(db: DB, person: PersonQuery): Promise<number> {
  const ids = await matchingRequestIds(db, person);
  const phone = textPhone(person);
  return db.transaction().execute(async (trx) => {
    if (phone) {
      await trx.deleteFrom('sms_messages').where('phone', '=', phone).execute();
      await trx.deleteFrom('sms_opt_outs').where('phone', '=', phone).execute();
    }
    if (ids.length === 0) return 0;
    const result = await trx
      .updateTable('callback_requests')
      .set({ ...ANONYMISED, updated_at: new Date() })
      .where('id', 'in', ids)
      .executeTakeFirst();
    await forgetHistoryNotes(trx, ids);
    return Number(result.numUpdatedRows);
  });
}
