import { type Kysely, sql } from 'kysely';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * What the company can promise right now (one row): normal, busy, severe weather or limited,
 * with an ETA, a message and when it ends by itself. Every page shows it, so a change bumps the
 * content version like the other public tables (bump_content_version, add_content_version).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table availability (
    id boolean primary key default true check (id),
    state text not null default 'normal'
      check (state in ('normal', 'busy', 'severe_weather', 'limited')),
    eta_minutes integer check (eta_minutes between 1 and 720),
    message text,
    expires_at timestamptz,
    updated_at timestamptz not null default now(),
    updated_by integer references users (id) on delete set null,
    check (state = 'normal' or expires_at is not null)
  )`.execute(db);
  await sql`insert into availability (state) values ('normal')`.execute(db);
  await sql`create trigger availability_content_version
    after insert or update or delete on availability
    for each row execute function bump_content_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table availability`.execute(db);
}
