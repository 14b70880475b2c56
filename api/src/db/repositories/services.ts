import type { Service, ServiceInput } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { ServicesTable } from '../schema.ts';
import { emptyToNull, listRecords, recordWriters, withIsoTimes } from './shared.ts';

type ServiceValues = z.output<typeof ServiceInput>;

function toService(row: Selectable<ServicesTable>): Service {
  return { ...withIsoTimes(row), icon: row.icon as Service['icon'] };
}

function toColumns(input: ServiceValues) {
  return {
    ...input,
    features: JSON.stringify(input.features.filter((feature) => feature !== '')),
    meta_title: emptyToNull(input.meta_title),
    meta_description: emptyToNull(input.meta_description),
  };
}

export function listServices(db: DB, options: { activeOnly?: boolean } = {}): Promise<Service[]> {
  return listRecords(db, 'services', { ...options, order: ['sort_order', 'id'] }, toService);
}

export const { create: createService, update: updateService } = recordWriters(
  'services',
  toColumns,
  toService,
);
