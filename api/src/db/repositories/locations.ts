import { type Location, type LocationInput, slugify } from '@tow/contracts';
import type { Selectable } from 'kysely';
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
