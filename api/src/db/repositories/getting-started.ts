import { sql } from 'kysely';
import type { DB } from '../database.ts';

/**
 * What the "Make it yours" checklist reads beyond other repositories. The media library and the
 * areas' postcode districts are tables of their own features: each is read only when its table
 * or column exists, so the checklist works before and after those features are installed.
 */

async function tableExists(db: DB, table: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select to_regclass(${`public.${table}`}) is not null as found`.execute(db);
  return rows[0]?.found === true;
}

async function columnExists(db: DB, table: string, column: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (
      select 1 from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and column_name = ${column}
    ) as found`.execute(db);
  return rows[0]?.found === true;
}

/** Whether the media library holds a photo; null while it has no table. */
export async function hasMedia(db: DB): Promise<boolean | null> {
  if (!(await tableExists(db, 'media'))) return null;
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from media) as found`.execute(db);
  return rows[0]?.found === true;
}

export interface AreaFacts {
  active: number;
  /** Active areas the owner added or changed (not exactly as the demo seeded them). */
  owners: number;
  /** Active areas with no postcode district, by name; null while areas have no districts. */
  withoutDistricts: string[] | null;
}

export async function readAreaFacts(db: DB): Promise<AreaFacts> {
  const districts = await columnExists(db, 'locations', 'postcode_districts');
  const { rows } = await sql<{
    active: string;
    owners: string;
    without_districts: string[] | null;
  }>`
    select
      count(*) as active,
      count(*) filter (where not exists (
        select 1 from demo_rows d where d.table_name = 'locations' and d.row_id = l.id
      )) as owners,
      ${
        districts
          ? sql`coalesce(array_agg(l.name order by l.sort_order, l.name)
              filter (where cardinality(l.postcode_districts) = 0), '{}')`
          : sql`null`
      } as without_districts
    from locations l
    where l.is_active`.execute(db);
  const row = rows[0];
  return {
    active: Number(row?.active ?? 0),
    owners: Number(row?.owners ?? 0),
    withoutDistricts: row?.without_districts ?? null,
  };
}
