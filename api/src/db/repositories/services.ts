import type { Service, ServiceInput } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { ServicesTable } from '../schema.ts';
import { emptyToNull, insertRecord, toIso, updateRecord } from './shared.ts';

type ServiceValues = z.output<typeof ServiceInput>;

function toService(row: Selectable<ServicesTable>): Service {
  return {
    ...row,
    icon: row.icon as Service['icon'],
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

function toColumns(input: ServiceValues) {
  return {
    ...input,
    features: JSON.stringify(input.features.filter((feature) => feature !== '')),
    meta_title: emptyToNull(input.meta_title),
    meta_description: emptyToNull(input.meta_description),
  };
}

export async function listServices(
  db: DB,
  options: { activeOnly?: boolean } = {},
): Promise<Service[]> {
  let query = db.selectFrom('services').selectAll();
  if (options.activeOnly) query = query.where('is_active', '=', true);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map(toService);
}

export function createService(db: DB, input: ServiceValues): Promise<Service> {
  return insertRecord(db, 'services', toColumns(input), toService);
}

export function updateService(db: DB, id: number, input: ServiceValues): Promise<Service | null> {
  const values = { ...toColumns(input), updated_at: new Date() };
  return updateRecord(db, 'services', id, values, toService);
}
