import { MEDIA_MAX_UPLOAD_BYTES } from '@tow/contracts';
import type { AppDeps } from '../../app-deps.ts';
import {
  deleteMedia as deleteMediaRow,
  findMedia,
  insertMedia,
  listMedia as listMediaRows,
  readMediaFile as readMediaFileBytes,
} from '../../db/repositories/media.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { makeImageCopies } from '../../media/image-copies.ts';
import type * as routes from './media.routes.ts';
import { MEDIA_TOO_LARGE } from './media.routes.ts';

/** A year: the longest lifetime caches honour; the URL changes whenever the bytes would. */
const FOR_EVER = 'public, max-age=31536000, immutable';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/** What each call of the media library does. */
export function mediaHandlers({ db }: AppDeps) {
  const listMedia: AppRouteHandler<typeof routes.listMedia> = async (c) =>
    c.json({ success: true as const, media: await listMediaRows(db) }, 200);

  const uploadMedia: AppRouteHandler<typeof routes.uploadMedia> = async (c) => {
    const { file, alt } = c.req.valid('form');
    if (file.size > MEDIA_MAX_UPLOAD_BYTES)
      throw new ApiError(413, MEDIA_TOO_LARGE, { errors: { file: [MEDIA_TOO_LARGE] } });
    const image = await makeImageCopies(Buffer.from(await file.arrayBuffer()));
    const id = await db.transaction().execute((trx) =>
      insertMedia(trx, {
        alt,
        width: image.width,
        height: image.height,
        upload_bytes: file.size,
        upload_format: image.format,
        created_by: c.get('user').id,
        copies: image.copies,
      }),
    );
    const stored = await findMedia(db, id);
    if (!stored) throw notFound('Photo');
    const { id: mediaId, alt: storedAlt, width, height, url, copies, portrait } = stored;
    return c.json(
      {
        success: true as const,
        message: 'Photo uploaded successfully',
        media: { id: mediaId, alt: storedAlt, width, height, url, copies, portrait },
      },
      201,
    );
  };

  const deleteMedia: AppRouteHandler<typeof routes.deleteMedia> = async (c) => {
    const { id } = c.req.valid('param');
    const usedBy = await db.transaction().execute(async (trx) => {
      const media = await findMedia(trx, id);
      if (!media || !(await deleteMediaRow(trx, id))) throw notFound('Photo');
      return media.used_by;
    });
    return c.json(
      { success: true as const, message: 'Photo deleted successfully', used_by: usedBy },
      200,
    );
  };

  const readMediaFile: AppRouteHandler<typeof routes.readMediaFile> = async (c) => {
    const { name } = c.req.valid('param');
    const [stem = '', format] = name.split('.') as [string, 'avif' | 'webp'];
    const [id, width, hash = ''] = stem.split('-');
    const etag = `"${hash}"`;
    const bytes = await readMediaFileBytes(db, {
      media_id: Number(id),
      width: Number(width),
      hash,
      format,
    });
    if (!bytes) throw new ApiError(404, 'No such file');
    c.header('Cache-Control', FOR_EVER);
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', CONTENT_TYPES[format]);
    return c.body(new Uint8Array(bytes), 200);
  };

  return { listMedia, uploadMedia, deleteMedia, readMediaFile };
}
