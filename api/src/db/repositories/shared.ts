import type { DB } from '../database.ts';

export type ContentTable =
  | 'services'
  | 'promotions'
  | 'reviews'
  | 'callback_requests'
  | 'seo_settings'
  | 'locations';

export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Empty optional text is stored as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

export async function deleteById(db: DB, table: ContentTable, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
