import { type Location, type LocationInput, slugify } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { LocationsTable } from '../schema.ts';
import { insertRecord, toIso, updateRecord } from './shared.ts';

type LocationValues = z.output<typeof LocationInput>;

function toLocation(row: Selectable<LocationsTable>): Location {
  return { ...row, created_at: toIso(row.created_at), updated_at: toIso(row.updated_at) };
}

function toColumns(input: LocationValues) {
  return { ...input, slug: input.slug || slugify(input.name) || 'area' };
}

export async function listLocations(
  db: DB,
  options: { activeOnly?: boolean } = {},
): Promise<Location[]> {
  let query = db.selectFrom('locations').selectAll();
  if (options.activeOnly) query = query.where('is_active', '=', true);
  const rows = await query.orderBy('sort_order').orderBy('name').execute();
  return rows.map(toLocation);
}

export function createLocation(db: DB, input: LocationValues): Promise<Location> {
  return insertRecord(db, 'locations', toColumns(input), toLocation);
}

export function updateLocation(
  db: DB,
  id: number,
  input: LocationValues,
): Promise<Location | null> {
  const values = { ...toColumns(input), updated_at: new Date() };
  return updateRecord(db, 'locations', id, values, toLocation);
}
