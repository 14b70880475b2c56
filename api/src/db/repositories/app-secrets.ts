import type { DB } from '../database.ts';

/** Returns the stored secret `name`, storing `candidate` first if there is none yet. */
export async function getOrCreateSecret(db: DB, name: string, candidate: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
