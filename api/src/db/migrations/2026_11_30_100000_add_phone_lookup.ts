import { type Kysely, sql } from 'kysely';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * What receiving a request needs to know of its phone, in one round trip: the phone's lock (held
 * to the end of the caller's transaction, so two requests from one phone are merged, not both
 * stored), then its newest open request since `open_since` (locked) and how many it sent since
 * `count_since`. A function because its reads must come after the lock: a volatile function's
 * every query sees what committed before it began, where one statement's would not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function lock_phone_and_look_up(
      for_phone text, open_since timestamptz, count_since timestamptz
    ) returns table (open_id integer, recent integer) language plpgsql volatile as $$
    begin
      perform pg_advisory_xact_lock(hashtext('phone:' || for_phone));
      return query select
        (select r.id from callback_requests r
          where r.phone_normalised = for_phone and r.status in ('pending', 'contacted')
            and r.created_at >= open_since
          order by r.created_at desc limit 1 for update),
        (select count(*)::integer from callback_requests r
          where r.phone_normalised = for_phone and r.created_at >= count_since);
    end
  $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function lock_phone_and_look_up(text, timestamptz, timestamptz)`.execute(db);
}
