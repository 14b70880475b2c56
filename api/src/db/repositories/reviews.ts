import type { Review, ReviewInput } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { ReviewsTable } from '../schema.ts';
import { insertRecord, toIso, updateRecord } from './shared.ts';

type ReviewValues = z.output<typeof ReviewInput>;

function toReview(row: Selectable<ReviewsTable>): Review {
  return { ...row, created_at: toIso(row.created_at) };
}

function toColumns(input: ReviewValues) {
  return { ...input, service_date: input.service_date ?? null };
}

export async function listReviews(
  db: DB,
  options: { approvedOnly?: boolean; featuredOnly?: boolean } = {},
): Promise<Review[]> {
  let query = db.selectFrom('reviews').selectAll();
  if (options.approvedOnly || options.featuredOnly) query = query.where('is_approved', '=', true);
  if (options.featuredOnly) query = query.where('is_featured', '=', true);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toReview);
}

export function createReview(db: DB, input: ReviewValues, createdAt?: string): Promise<Review> {
  const values = { ...toColumns(input), ...(createdAt ? { created_at: createdAt } : {}) };
  return insertRecord(db, 'reviews', values, toReview);
}

export function updateReview(db: DB, id: number, input: ReviewValues): Promise<Review | null> {
  return updateRecord(db, 'reviews', id, toColumns(input), toReview);
}

/** Average of approved reviews and their count, for the rating shown publicly. */
export async function approvedRatingSummary(db: DB): Promise<{ average: number; count: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.avg<number | null>('rating').as('average'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('is_approved', '=', true)
    .executeTakeFirstOrThrow();
  return { average: row.average === null ? 0 : Number(row.average), count: Number(row.count) };
}
