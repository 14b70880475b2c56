import { type Kysely, sql } from 'kysely';
import { dropColumns } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * The crew's last shared position on a job en route: where their phone was, how precise, and
 * when. One position per job, overwritten as the crew moves and cleared once the job leaves en
 * route or changes hands; all four are set together or not at all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('callback_requests')
    .addColumn('crew_latitude', 'double precision')
    .addColumn('crew_longitude', 'double precision')
    .addColumn('crew_accuracy_m', 'double precision')
    .addColumn('crew_position_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('callback_requests')
    .addCheckConstraint(
      'callback_requests_crew_position_check',
      sql`(crew_latitude is null) = (crew_longitude is null)
        and (crew_latitude is null) = (crew_accuracy_m is null)
        and (crew_latitude is null) = (crew_position_at is null)`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('callback_requests')
    .dropConstraint('callback_requests_crew_position_check')
    .execute();
  await dropColumns(db, 'callback_requests', [
    'crew_latitude',
    'crew_longitude',
    'crew_accuracy_m',
    'crew_position_at',
  ]);
}
