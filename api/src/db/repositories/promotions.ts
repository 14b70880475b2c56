import type { Promotion, PromotionInput } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { PromotionsTable } from '../schema.ts';
import { emptyToNull, listRecords, recordWriters, withIsoTimes } from './shared.ts';

type PromotionValues = z.output<typeof PromotionInput>;

function toPromotion(row: Selectable<PromotionsTable>): Promotion {
  return withIsoTimes(row);
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
export function listPromotions(
  db: DB,
  { activeOnly, today }: { activeOnly?: boolean; today?: string } = {},
): Promise<Promotion[]> {
  const activeWhere = today
    ? ([
        ['valid_until', '>=', today],
        ['valid_from', '<=', today],
      ] as const)
    : [];
  const order = ['valid_until', 'id'] as const;
  return listRecords(db, 'promotions', { activeOnly, activeWhere, order }, toPromotion);
}

export const { create: createPromotion, update: updatePromotion } = recordWriters(
  'promotions',
  toColumns,
  toPromotion,
);
