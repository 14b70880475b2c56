import type { BusinessProfile, BusinessProfileFields } from '@tow/contracts';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../database.ts';
import type { BusinessProfileTable } from '../schema.ts';
import { toIso } from './shared.ts';

function profileOf(row: Selectable<BusinessProfileTable>): BusinessProfile {
  return {
    name: row.name,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    address: { street: row.street, town: row.town, postcode: row.postcode },
    region: row.region,
    region_short: row.region_short,
    region_wide: row.region_wide,
    opening_text: row.opening_text,
    google_review_url: row.google_review_url,
    google_rating: row.google_rating,
    year_established: row.year_established,
    social: { facebook: row.facebook_url, instagram: row.instagram_url, x: row.x_url },
    logo_media_id: row.logo_media_id,
    updated_at: toIso(row.updated_at),
  };
}

function columnsOf(fields: BusinessProfileFields) {
  return {
    name: fields.name,
    phone: fields.phone,
    whatsapp: fields.whatsapp,
    email: fields.email,
    street: fields.address.street,
    town: fields.address.town,
    postcode: fields.address.postcode,
    region: fields.region,
    region_short: fields.region_short,
    region_wide: fields.region_wide,
    opening_text: fields.opening_text,
    google_review_url: fields.google_review_url,
    google_rating: fields.google_rating,
    year_established: fields.year_established,
    facebook_url: fields.social.facebook,
    instagram_url: fields.social.instagram,
    x_url: fields.social.x,
    logo_media_id: fields.logo_media_id,
  };
}

/** The profile; undefined only before the first start wrote it. */
export async function readBusinessProfile(db: DB): Promise<BusinessProfile | undefined> {
  const row = await db.selectFrom('business_profile').selectAll().executeTakeFirst();
  return row ? profileOf(row) : undefined;
}

/** Writes `defaults` as the profile when there is none yet; true when it did. */
export async function insertBusinessProfileIfMissing(
  db: DB,
  defaults: BusinessProfileFields,
): Promise<boolean> {
  const inserted = await db
    .insertInto('business_profile')
    .values(columnsOf(defaults))
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Replaces the profile (the row exists from the first start on). */
export async function writeBusinessProfile(
  db: DB,
  fields: BusinessProfileFields,
): Promise<BusinessProfile> {
  const row = await db
    .updateTable('business_profile')
    .set({ ...columnsOf(fields), updated_at: new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return profileOf(row);
}

/**
 * Whether an image of the media library has this id: 'no-library' while the library's table
 * (a later migration) does not exist.
 */
export async function mediaExists(db: DB, id: number): Promise<boolean | 'no-library'> {
  const { rows } = await sql<{
    table: string | null;
  }>`select to_regclass('media')::text as table`.execute(db);
  if (!rows[0]?.table) return 'no-library';
  const found = await sql`select 1 from media where id = ${id}`.execute(db);
  return found.rows.length > 0;
}
