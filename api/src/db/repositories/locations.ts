import { type Location, type LocationInput, slugify } from '@tow/contracts';
import { type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { LocationsTable } from '../schema.ts';
import { listRecords, recordWriters, withIsoTimes } from './shared.ts';

type LocationValues = z.output<typeof LocationInput>;

function toLocation(row: Selectable<LocationsTable>): Location {
  return withIsoTimes(row);
}

function toColumns(input: LocationValues) {
  return { ...input, slug: input.slug || slugify(input.name) || 'area' };
}

export function listLocations(db: DB, options: { activeOnly?: boolean } = {}): Promise<Location[]> {
  return listRecords(db, 'locations', { ...options, order: ['sort_order', 'name'] }, toLocation);
}

export const { create: createLocation, update: updateLocation } = recordWriters(
  'locations',
  toColumns,
  toLocation,
);

/** The active area listing one of `districts`, and which of them (the first it lists). */
export async function findAreaByDistrict(
  db: DB,
  districts: readonly string[],
): Promise<{ name: string; slug: string; district: string } | null> {
  const row = await db
    .selectFrom('locations')
    .select(['name', 'slug', 'postcode_districts'])
    .where('is_active', '=', true)
    .where(sql<boolean>`postcode_districts && ${sql.val([...districts])}::text[]`)
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return null;
  const district = districts.find((d) => row.postcode_districts.includes(d)) ?? districts[0] ?? '';
  return { name: row.name, slug: row.slug, district };
}
