import { z } from '@hono/zod-openapi';
import {
  IdParam,
  MEDIA_MAX_UPLOAD_BYTES,
  Media,
  MediaAlt,
  MediaImage,
  MediaUse,
} from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { answer, errorResponses, registerBehind, routeDeclarations } from '../../lib/openapi.ts';
import { mediaHandlers } from './media.handlers.ts';

const { publicRoute, staffRoute } = routeDeclarations(['Media']);

/** Where photos are uploaded: the one POST that takes a multipart body, and a larger one. */
export const MEDIA_UPLOAD_PATH = '/api/media';

const MEGABYTES = MEDIA_MAX_UPLOAD_BYTES / 1024 / 1024;

/** The refusal of a file over the limit, whether the body or the file was found too large. */
export const MEDIA_TOO_LARGE = `This photo is too large: at most ${MEGABYTES} MB. Export a smaller copy (a phone's "large" or "medium" size is plenty) and upload that.`;

/** Room for the form's boundaries and alt text around the largest file taken. */
export const MEDIA_UPLOAD_BODY_BYTES = MEDIA_MAX_UPLOAD_BYTES + 64 * 1024;

const UPLOAD_DESCRIPTION = `A \`multipart/form-data\` form with \`file\` (the photo) and \`alt\` (what it shows, required). The bytes decide what the file is, not its name: JPEG, PNG, WebP and AVIF are taken; an iPhone's HEIC (HEVC) is refused with 415 and how to export it as JPEG; anything else 415. At most ${MEGABYTES} MB (413 beyond, refused before the body is read into memory). The upload is not kept: it is re-encoded, its phone rotation applied, as AVIF and WebP copies ${'480, 720, 960 and 1600'} px wide (never wider than the photo) and a portrait cut of its middle (13:20, 480 px wide) for a full-screen picture on a phone with no metadata at all (no EXIF, GPS position or XMP), stored in the database so every replica serves them.`;

const UploadForm = z.object({
  file: z
    .custom<File>((value) => value instanceof File, { error: 'Choose a photo to upload' })
    .openapi({ type: 'string', format: 'binary', description: 'The photo' }),
  alt: MediaAlt.describe('What the photo shows, for people who cannot see it'),
});

const FileParam = z.object({
  name: z
    .string()
    .regex(/^\d{1,9}-\d{1,5}-[0-9a-f]{16}\.(avif|webp)$/, 'No such file')
    .openapi({ param: { name: 'name', in: 'path' }, example: '12-960-3f2a9c0d41b7e655.avif' }),
});

export const listMedia = staffRoute({
  method: 'get',
  path: '/media',
  operationId: 'listMedia',
  summary: 'The photo library, newest first, with what shows each photo (`used_by`)',
  responses: { 200: answer('media', Media.array(), 'Every photo'), ...errorResponses(401, 403) },
});

export const uploadMedia = staffRoute({
  method: 'post',
  path: '/media',
  operationId: 'uploadMedia',
  summary: 'Upload a photo with its alt text (staff and owners)',
  description: UPLOAD_DESCRIPTION,
  request: {
    body: {
      required: true,
      description: 'The photo and its alt text',
      content: { 'multipart/form-data': { schema: UploadForm } },
    },
  },
  responses: {
    201: answer('media', MediaImage, 'The photo as stored: `url` is its largest WebP copy', true),
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});

export const deleteMedia = staffRoute({
  method: 'delete',
  path: '/media/{id}',
  operationId: 'deleteMedia',
  summary:
    'Delete a photo; the services and places that showed it go back to their standard picture (listed in `used_by`)',
  request: { params: IdParam },
  responses: {
    200: {
      description: 'Deleted',
      content: {
        'application/json': {
          schema: z.object({
            success: z.literal(true),
            message: z.string(),
            used_by: MediaUse.array(),
          }),
        },
      },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const readMediaFile = publicRoute({
  method: 'get',
  path: '/media/files/{name}',
  operationId: 'getMediaFile',
  summary:
    'A served copy of a photo (public): its hash is in its name, so it is cached for a year and never changes',
  request: { params: FileParam },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/avif': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    304: { description: 'The copy the caller has is the current one' },
    ...errorResponses(400, 404),
  },
});

/** The media library: staff and owners upload, list and delete; anyone reads a served copy. */
export const registerMediaRoutes: RegisterRoutes = (router, deps, auth) => {
  const handlers = mediaHandlers(deps);
  router.openapi(readMediaFile, handlers.readMediaFile);
  registerBehind(router, [auth], { listMedia, uploadMedia, deleteMedia }, handlers);
};
