import { type Kysely, sql } from 'kysely';
import { dropColumns, indexOn, timestamps } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * Dispatch: the company's vehicles (a registration is unique in its upper-case form), the `crew`
 * role, and a request's job stage beside its status: who is assigned, in which vehicle, when the
 * crew expects to arrive, and whether the car needs a flatbed. A vehicle or user removed leaves
 * the job unassigned rather than refusing the removal: the history keeps who and what it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('registration', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('flatbed', 'wheel_lift', 'van', 'heavy')`),
    )
    .addColumn('colour', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(timestamps)
    .addUniqueConstraint('vehicles_registration_key', ['registration'])
    .execute();

  await sql`ALTER TABLE users DROP CONSTRAINT users_role_check`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('owner', 'staff', 'crew'))`.execute(
    db,
  );

  await db.schema
    .alterTable('callback_requests')
    .addColumn('stage', 'text', (c) =>
      c.check(
        sql`stage in ('assigned', 'en_route', 'on_scene', 'towing', 'completed', 'cancelled')`,
      ),
    )
    .addColumn('assigned_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id').onDelete('set null'))
    .addColumn('eta_at', 'timestamptz')
    .addColumn('needs_flatbed', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await indexOn(db, 'callback_requests_assigned_user_idx', 'callback_requests', [
    'assigned_user_id',
  ]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'callback_requests', [
    'stage',
    'assigned_user_id',
    'vehicle_id',
    'eta_at',
    'needs_flatbed',
  ]);
  await sql`UPDATE users SET role = 'staff' WHERE role = 'crew'`.execute(db);
  await sql`ALTER TABLE users DROP CONSTRAINT users_role_check`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('owner', 'staff'))`.execute(
    db,
  );
  await db.schema.dropTable('vehicles').execute();
}
