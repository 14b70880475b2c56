import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { rowCounts, schemaState } from './support/schema-state.ts';
import { openTestDatabase } from './support/test-database.ts';

// The recorded schema is what every install already has: a migration that has run somewhere
// is frozen, so any change to it (or to a helper it calls) must leave this file as it is. A new
// migration changes it on purpose: `npx vitest run test/migrations.test.ts -u`, on both databases.
const RECORDED = `./fixtures/schema-${process.env.TEST_DB === 'postgres' ? 'postgres' : 'embedded'}.json`;

/** A database no migration has touched: the embedded one through initdb, not the build's image. */
function emptyDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') return openTestDatabase();
  return openDatabase({ dataDir: 'memory://', image: null });
}

const asText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await emptyDatabase();
}, 120_000);
afterAll(() => database?.close());

describe('the migrations, run in order from an empty database', { timeout: 120_000 }, () => {
  it('leave exactly the recorded schema and rows', async () => {
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations).sort());
    const state = { ...(await schemaState(database.db)), rows: await rowCounts(database.db) };
    await expect(asText(state)).toMatchFileSnapshot(RECORDED);
  });

  it('undo themselves down to an empty schema, and run up again to the same one', async () => {
    const before = asText(await schemaState(database.db));
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const emptied = await schemaState(database.db);
    const tables = emptied.columns.map((c) => (c as { table_name: string }).table_name);
    expect(tables.filter((table) => !table.startsWith('kysely_migration'))).toEqual([]);
    expect(emptied.functions).toEqual([]);
    await migrateToLatest(database.db);
    expect(asText(await schemaState(database.db))).toBe(before);
  });
});
