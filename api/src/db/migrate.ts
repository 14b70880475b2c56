import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/**
 * Brings the schema up to date. Kysely takes a Postgres advisory lock for the run itself; the
 * start-up runs it inside a lock of its own as well (db/startup-lock.ts), which also covers the
 * migrator's bookkeeping tables, the seed and the first admin. `list` is every migration unless
 * a caller (the embedded image's build, its tests) names another.
 */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  list: Record<string, Migration> = migrations,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => list } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
