import type { Promotion, PromotionInput } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { PromotionsTable } from '../schema.ts';
import { emptyToNull, insertRecord, toIso, updateRecord } from './shared.ts';

type PromotionValues = z.output<typeof PromotionInput>;

function toPromotion(row: Selectable<PromotionsTable>): Promotion {
  return { ...row, created_at: toIso(row.created_at), updated_at: toIso(row.updated_at) };
}

function toColumns(input: PromotionValues) {
  return {
    ...input,
    discount_value: input.discount_type === 'free' ? null : (input.discount_value ?? null),
    code: emptyToNull(input.code),
    service_type: emptyToNull(input.service_type),
    applicable_services: JSON.stringify(input.applicable_services),
  };
}

/** Active promotions are those switched on and not yet past their last valid day (UK date). */
export async function listPromotions(
  db: DB,
  options: { activeOnly?: boolean; today?: string } = {},
): Promise<Promotion[]> {
  let query = db.selectFrom('promotions').selectAll();
  if (options.activeOnly) {
    query = query.where('is_active', '=', true);
    if (options.today)
      query = query
        .where('valid_until', '>=', options.today)
        .where('valid_from', '<=', options.today);
  }
  const rows = await query.orderBy('valid_until').orderBy('id').execute();
  return rows.map(toPromotion);
}

export function createPromotion(db: DB, input: PromotionValues): Promise<Promotion> {
  return insertRecord(db, 'promotions', toColumns(input), toPromotion);
}

export function updatePromotion(
  db: DB,
  id: number,
  input: PromotionValues,
): Promise<Promotion | null> {
  const values = { ...toColumns(input), updated_at: new Date() };
  return updateRecord(db, 'promotions', id, values, toPromotion);
}
