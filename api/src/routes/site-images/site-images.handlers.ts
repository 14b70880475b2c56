import { SITE_IMAGE_SLOTS } from '@tow/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { existingMediaIds, readSiteImages, writeSiteImages } from '../../db/repositories/media.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import type * as routes from './site-images.routes.ts';

const NO_SUCH_PHOTO = 'There is no such photo in the media library';

/** What each call on the site's own photos does. */
export function siteImageHandlers({ db }: AppDeps) {
  const getSiteImages: AppRouteHandler<typeof routes.getSiteImages> = async (c) =>
    c.json({ success: true as const, images: await readSiteImages(db) }, 200);

  /** Every place's photo must be in the library: 422 on the places whose id is not. */
  const updateSiteImages: AppRouteHandler<typeof routes.updateSiteImages> = async (c) => {
    const choices = c.req.valid('json');
    const images = await db.transaction().execute(async (trx) => {
      const chosen = SITE_IMAGE_SLOTS.flatMap((slot) => choices[slot] ?? []);
      const existing = await existingMediaIds(trx, chosen);
      const errors: Record<string, string[]> = {};
      for (const slot of SITE_IMAGE_SLOTS) {
        const id = choices[slot];
        if (id !== null && !existing.has(id)) errors[slot] = [NO_SUCH_PHOTO];
      }
      if (Object.keys(errors).length > 0) throw new ApiError(422, NO_SUCH_PHOTO, { errors });
      await writeSiteImages(trx, choices);
      return readSiteImages(trx);
    });
    return c.json({ success: true as const, message: 'Site images saved', images }, 200);
  };

  return { getSiteImages, updateSiteImages };
}
