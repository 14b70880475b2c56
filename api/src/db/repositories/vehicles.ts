import type { Vehicle, VehicleInput } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { VehiclesTable } from '../schema.ts';
import { insertRecord, toIso, updateRecord } from './shared.ts';

type VehicleValues = z.output<typeof VehicleInput>;

function toVehicle(row: Selectable<VehiclesTable>): Vehicle {
  return { ...row, created_at: toIso(row.created_at), updated_at: toIso(row.updated_at) };
}

/** Active first, then by name: the fleet as staff pick from it. */
export async function listVehicles(db: DB): Promise<Vehicle[]> {
  const rows = await db
    .selectFrom('vehicles')
    .selectAll()
    .orderBy('is_active', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toVehicle);
}

export async function findVehicle(db: DB, id: number): Promise<Vehicle | null> {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toVehicle(row) : null;
}

export function createVehicle(db: DB, input: VehicleValues): Promise<Vehicle> {
  return insertRecord(db, 'vehicles', input, toVehicle);
}

export function updateVehicle(db: DB, id: number, input: VehicleValues): Promise<Vehicle | null> {
  return updateRecord(db, 'vehicles', id, { ...input, updated_at: new Date() }, toVehicle);
}
