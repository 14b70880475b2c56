import type { Service, ServiceInput } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { ServicesTable } from '../schema.ts';
import { findMediaImages } from './media.ts';
import { emptyToNull, listRecords, recordWriters, withIsoTimes } from './shared.ts';

type ServiceValues = z.output<typeof ServiceInput>;

type ServiceRow = Omit<Service, 'image'>;

function toServiceRow(row: Selectable<ServicesTable>): ServiceRow {
  return { ...withIsoTimes(row), icon: row.icon as Service['icon'] };
}

/** The services with their chosen photos (copies and alt text), in one query for all of them. */
async function withImages(db: DB, rows: ServiceRow[]): Promise<Service[]> {
  const images = await findMediaImages(
    db,
    rows.flatMap((row) => (row.image_media_id === null ? [] : [row.image_media_id])),
  );
  return rows.map((row) => ({
    ...row,
    image: row.image_media_id === null ? null : (images.get(row.image_media_id) ?? null),
  }));
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
  const rows = await listRecords(
    db,
    'services',
    { ...options, order: ['sort_order', 'id'] },
    toServiceRow,
  );
  return withImages(db, rows);
}

const writers = recordWriters('services', toColumns, toServiceRow);

export async function createService(db: DB, input: ServiceValues): Promise<Service> {
  const [service] = await withImages(db, [await writers.create(db, input)]);
  return service as Service;
}

export async function updateService(
  db: DB,
  id: number,
  input: ServiceValues,
): Promise<Service | null> {
  const row = await writers.update(db, id, input);
  return row ? ((await withImages(db, [row]))[0] ?? null) : null;
}
