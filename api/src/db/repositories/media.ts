import {
  type Media,
  type MediaCopy,
  type MediaFormat,
  type MediaImage,
  type MediaUse,
  SITE_IMAGE_LABELS,
  SITE_IMAGE_SLOTS,
  type SiteImageSlot,
  type SiteImages,
} from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { DB } from '../database.ts';
import type { MediaFilesTable, MediaTable } from '../schema.ts';
import { toIso } from './shared.ts';

/** Where a served copy lives: its content's hash in the name, so it can be cached for ever. */
export const MEDIA_FILES_PATH = '/api/media/files';

export function mediaFileUrl(
  file: Pick<MediaFilesTable, 'media_id' | 'width' | 'hash' | 'format'>,
) {
  return `${MEDIA_FILES_PATH}/${file.media_id}-${file.width}-${file.hash}.${file.format}`;
}

type FileRow = Omit<Selectable<MediaFilesTable>, 'bytes'> & { size: number };

/** The copies of one cut, AVIF first, each format's smallest first. */
function copiesOf(files: FileRow[], cut: FileRow['cut']): MediaCopy[] {
  return files
    .filter((file) => file.cut === cut)
    .map((file) => ({
      format: file.format,
      width: file.width,
      height: file.height,
      bytes: Number(file.size),
      url: mediaFileUrl(file),
    }))
    .sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width);
}

function toImage(row: Selectable<MediaTable>, files: FileRow[]): MediaImage {
  const copies = copiesOf(files, 'whole');
  const largestWebp = copies.filter((copy) => copy.format === 'webp').at(-1);
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    url: largestWebp?.url ?? '',
    copies,
    portrait: copiesOf(files, 'portrait'),
  };
}

async function filesOf(db: DB, ids: readonly number[]): Promise<Map<number, FileRow[]>> {
  const byMedia = new Map<number, FileRow[]>();
  if (ids.length === 0) return byMedia;
  const rows = await db
    .selectFrom('media_files')
    .select(['media_id', 'cut', 'format', 'width', 'height', 'hash'])
    .select((eb) => eb.fn<number>('octet_length', ['bytes']).as('size'))
    .where('media_id', 'in', ids)
    .execute();
  for (const row of rows) {
    const list = byMedia.get(row.media_id) ?? [];
    list.push(row);
    byMedia.set(row.media_id, list);
  }
  return byMedia;
}

/** The photos with these ids, ready for a page, by id; ids without a photo are left out. */
export async function findMediaImages(
  db: DB,
  ids: readonly number[],
): Promise<Map<number, MediaImage>> {
  const unique = [...new Set(ids)];
  const images = new Map<number, MediaImage>();
  if (unique.length === 0) return images;
  const [rows, files] = await Promise.all([
    db.selectFrom('media').selectAll().where('id', 'in', unique).execute(),
    filesOf(db, unique),
  ]);
  for (const row of rows) images.set(row.id, toImage(row, files.get(row.id) ?? []));
  return images;
}

/** What shows each photo: the site's own places, the company's logo, then services by name. */
async function usesOf(db: DB, ids: readonly number[]): Promise<Map<number, MediaUse[]>> {
  const uses = new Map<number, MediaUse[]>();
  if (ids.length === 0) return uses;
  const add = (id: number, use: MediaUse) => uses.set(id, [...(uses.get(id) ?? []), use]);
  const [services, slots, logos] = await Promise.all([
    db
      .selectFrom('services')
      .select(['id', 'name', 'image_media_id'])
      .where('image_media_id', 'in', ids)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('site_images')
      .select(['slot', 'media_id'])
      .where('media_id', 'in', ids)
      .execute(),
    db
      .selectFrom('business_profile')
      .select('logo_media_id')
      .where('logo_media_id', 'in', ids)
      .execute(),
  ]);
  for (const slot of slots.sort(
    (a, b) => SITE_IMAGE_SLOTS.indexOf(a.slot) - SITE_IMAGE_SLOTS.indexOf(b.slot),
  )) {
    add(slot.media_id, { kind: 'site_image', slot: slot.slot, name: SITE_IMAGE_LABELS[slot.slot] });
  }
  for (const { logo_media_id } of logos) {
    if (logo_media_id !== null) add(logo_media_id, { kind: 'logo', name: 'Company logo' });
  }
  for (const service of services) {
    if (service.image_media_id !== null)
      add(service.image_media_id, { kind: 'service', id: service.id, name: service.name });
  }
  return uses;
}

async function toMediaList(db: DB, rows: Selectable<MediaTable>[]): Promise<Media[]> {
  const ids = rows.map((row) => row.id);
  const [files, uses] = await Promise.all([filesOf(db, ids), usesOf(db, ids)]);
  return rows.map((row) => ({
    ...toImage(row, files.get(row.id) ?? []),
    upload_bytes: row.upload_bytes,
    upload_format: row.upload_format,
    used_by: uses.get(row.id) ?? [],
    created_at: toIso(row.created_at),
  }));
}

/** The library, newest first, with what shows each photo. */
export async function listMedia(db: DB): Promise<Media[]> {
  const rows = await db.selectFrom('media').selectAll().orderBy('id', 'desc').execute();
  return toMediaList(db, rows);
}

export async function findMedia(db: DB, id: number): Promise<Media | null> {
  const rows = await db.selectFrom('media').selectAll().where('id', '=', id).execute();
  return (await toMediaList(db, rows))[0] ?? null;
}

/** A photo's row and its copies' rows as an upload made them: the id and time are the database's. */
export type NewMedia = Omit<Selectable<MediaTable>, 'id' | 'created_at'> & {
  copies: ReadonlyArray<NewCopy>;
};

/** A copy to store: its cut, format, size and bytes with their hash. */
export type NewCopy = Omit<Selectable<MediaFilesTable>, 'media_id'>;

/** A photo and its copies; the caller's transaction keeps them together. */
export async function insertMedia(db: DB, { copies, ...media }: NewMedia): Promise<number> {
  const { id } = await db
    .insertInto('media')
    .values(media)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('media_files')
    .values(copies.map((copy) => ({ ...copy, media_id: id })))
    .execute();
  return id;
}

/** Every photo's size and the kinds of copies it has, to find those it lacks. */
export async function listStoredCopies(db: DB): Promise<
  {
    id: number;
    width: number;
    height: number;
    copies: { cut: 'whole' | 'portrait'; format: MediaFormat; width: number }[];
  }[]
> {
  const [rows, files] = await Promise.all([
    db.selectFrom('media').select(['id', 'width', 'height']).orderBy('id').execute(),
    db.selectFrom('media_files').select(['media_id', 'cut', 'format', 'width']).execute(),
  ]);
  return rows.map((row) => ({
    ...row,
    copies: files
      .filter((file) => file.media_id === row.id)
      .map(({ cut, format, width }) => ({ cut, format, width })),
  }));
}

/** The photo's largest copy of the whole photo, WebP (the less lossy of the two) first. */
export async function readLargestCopy(db: DB, mediaId: number): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('media_files')
    .select('bytes')
    .where('media_id', '=', mediaId)
    .where('cut', '=', 'whole')
    .orderBy('width', 'desc')
    .orderBy('format', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.bytes ?? null;
}

/** Adds copies to a stored photo; a copy already there (made by another process) is kept. */
export async function addCopies(
  db: DB,
  mediaId: number,
  copies: readonly NewCopy[],
): Promise<number> {
  if (copies.length === 0) return 0;
  const result = await db
    .insertInto('media_files')
    .values(copies.map((copy) => ({ ...copy, media_id: mediaId })))
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** A served copy's bytes, when the URL's id, width, format and hash all match one. */
export async function readMediaFile(
  db: DB,
  file: Pick<MediaFilesTable, 'media_id' | 'width' | 'hash' | 'format'>,
): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('media_files')
    .select('bytes')
    .where('media_id', '=', file.media_id)
    .where('format', '=', file.format)
    .where('width', '=', file.width)
    .where('hash', '=', file.hash)
    .executeTakeFirst();
  return row?.bytes ?? null;
}

/** Deletes a photo; services showing it go back to their standard picture, site places to the demo's. */
export async function deleteMedia(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Which of these ids are photos of the library. */
export async function existingMediaIds(db: DB, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('media').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The photos of the site's own places, null where the demo's picture stays. */
export async function readSiteImages(db: DB): Promise<SiteImages> {
  const rows = await db.selectFrom('site_images').select(['slot', 'media_id']).execute();
  const images = await findMediaImages(
    db,
    rows.map((row) => row.media_id),
  );
  const chosen = new Map(rows.map((row) => [row.slot, images.get(row.media_id) ?? null]));
  return {
    home_hero: chosen.get('home_hero') ?? null,
    about: chosen.get('about') ?? null,
  };
}

/** Sets (or with null clears) the photo of each place. */
export async function writeSiteImages(
  db: DB,
  choices: Record<SiteImageSlot, number | null>,
): Promise<void> {
  for (const slot of SITE_IMAGE_SLOTS) {
    const mediaId = choices[slot];
    if (mediaId === null) {
      await db.deleteFrom('site_images').where('slot', '=', slot).execute();
      continue;
    }
    await db
      .insertInto('site_images')
      .values({ slot, media_id: mediaId })
      .onConflict((oc) =>
        oc
          .column('slot')
          .doUpdateSet({ media_id: mediaId, updated_at: new Date() })
          .where('site_images.media_id', '<>', mediaId),
      )
      .execute();
  }
}
