import type { SeoSetting, SeoSettingInput, SeoSettingUpdate } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { SeoSettingsTable } from '../schema.ts';
import { insertRecord, listRecords, updateRecord, withIsoTimes } from './shared.ts';

type NewSeoSetting = z.output<typeof SeoSettingInput>;
type SeoSettingChange = z.output<typeof SeoSettingUpdate>;

function toSeoSetting(row: Selectable<SeoSettingsTable>): SeoSetting {
  return { ...withIsoTimes(row), page: row.page as SeoSetting['page'] };
}

function jsonOrNull(value: Record<string, unknown> | null): string | null {
  return value === null ? null : JSON.stringify(value);
}

export function listSeoSettings(
  db: DB,
  options: { activeOnly?: boolean } = {},
): Promise<SeoSetting[]> {
  return listRecords(db, 'seo_settings', { ...options, order: ['id'] }, toSeoSetting);
}

export async function findSeoSettingByPage(db: DB, page: string): Promise<SeoSetting | null> {
  const row = await db
    .selectFrom('seo_settings')
    .selectAll()
    .where('page', '=', page)
    .executeTakeFirst();
  return row ? toSeoSetting(row) : null;
}

export function createSeoSetting(db: DB, input: NewSeoSetting): Promise<SeoSetting> {
  const values = { ...input, structured_data: jsonOrNull(input.structured_data) };
  return insertRecord(db, 'seo_settings', values, toSeoSetting);
}

/** The page itself never changes after creation. */
export function updateSeoSetting(
  db: DB,
  id: number,
  input: SeoSettingChange,
): Promise<SeoSetting | null> {
  const { page: _page, ...fields } = input;
  const values = {
    ...fields,
    structured_data: jsonOrNull(fields.structured_data),
    updated_at: new Date(),
  };
  return updateRecord(db, 'seo_settings', id, values, toSeoSetting);
}
