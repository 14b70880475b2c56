import type { SiteTextVersion } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { DB } from '../database.ts';
import type { SiteTextVersionsTable } from '../schema.ts';
import { toIso } from './shared.ts';

type Row = Selectable<SiteTextVersionsTable>;

function toVersion(row: Row): SiteTextVersion {
  return {
    id: row.id,
    key: row.key,
    heading: row.heading,
    body: row.body,
    published_at: toIso(row.published_at),
    published_by: row.published_by_name,
    restored_from: row.restored_from,
  };
}

/** The newest version of every key that has one: the words the pages show. */
export async function listPublishedTexts(db: DB): Promise<SiteTextVersion[]> {
  const rows = await db
    .selectFrom('site_text_versions')
    .selectAll()
    .distinctOn('key')
    .orderBy('key')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toVersion);
}

/** Whether anyone has published words of their own for any page. */
export async function hasPublishedText(db: DB): Promise<boolean> {
  const row = await db.selectFrom('site_text_versions').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The newest version of one key: its live words; null while the defaults are shown. */
export async function latestTextVersion(db: DB, key: string): Promise<SiteTextVersion | null> {
  const row = await db
    .selectFrom('site_text_versions')
    .selectAll()
    .where('key', '=', key)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toVersion(row) : null;
}

/** Every version of one key, newest first. */
export async function listTextVersions(db: DB, key: string): Promise<SiteTextVersion[]> {
  const rows = await db
    .selectFrom('site_text_versions')
    .selectAll()
    .where('key', '=', key)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toVersion);
}

export async function findTextVersion(
  db: DB,
  key: string,
  id: number,
): Promise<SiteTextVersion | null> {
  const row = await db
    .selectFrom('site_text_versions')
    .selectAll()
    .where('key', '=', key)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toVersion(row) : null;
}

export interface NewTextVersion {
  key: string;
  heading: string;
  body: string;
  publishedBy: { id: number; name: string };
  restoredFrom?: number;
}

/** Publishes: the new version is the newest of its key, so every page shows it from now on. */
export async function insertTextVersion(db: DB, version: NewTextVersion): Promise<SiteTextVersion> {
  const row = await db
    .insertInto('site_text_versions')
    .values({
      key: version.key,
      heading: version.heading,
      body: version.body,
      published_by: version.publishedBy.id,
      published_by_name: version.publishedBy.name,
      restored_from: version.restoredFrom ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toVersion(row);
}
