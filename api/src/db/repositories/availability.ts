import { type Availability, type AvailabilityInput, availabilityAt } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { AvailabilityTable } from '../schema.ts';
import { toIso } from './shared.ts';

type AvailabilityValues = z.output<typeof AvailabilityInput>;

function toAvailability(row: Selectable<AvailabilityTable>): Availability {
  return {
    state: row.state,
    eta_minutes: row.eta_minutes,
    message: row.message,
    expires_at: row.expires_at ? toIso(row.expires_at) : null,
    updated_at: toIso(row.updated_at),
  };
}

/** The row as stored, expired or not (the audit trail's before and after). */
export async function readStoredAvailability(db: DB): Promise<Selectable<AvailabilityTable>> {
  return db.selectFrom('availability').selectAll().executeTakeFirstOrThrow();
}

/** What the company can promise at this moment: a state past its expiry reads as normal. */
export async function readAvailability(db: DB): Promise<Availability> {
  return availabilityAt(toAvailability(await readStoredAvailability(db)));
}

/** Sets the state; in the normal state nothing else is kept. */
export async function writeAvailability(
  db: DB,
  input: AvailabilityValues,
  userId: number,
): Promise<Availability> {
  const normal = input.state === 'normal';
  const row = await db
    .updateTable('availability')
    .set({
      state: input.state,
      eta_minutes: normal ? null : (input.eta_minutes ?? null),
      message: normal ? null : input.message || null,
      expires_at: normal ? null : (input.expires_at ?? null),
      updated_at: new Date(),
      updated_by: userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return availabilityAt(toAvailability(row));
}
