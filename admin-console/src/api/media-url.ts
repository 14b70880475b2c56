import type { MediaImage } from '@tow/contracts/media';
import { mediaSrcset } from '@tow/contracts/media';
import { readAdminConfig } from '../config.ts';

let origin: string | undefined;

/** A served copy's URL (`/api/media/files/…`) on the API's origin, which may not be the console's. */
export function mediaSrc(url: string): string {
  origin ??= readAdminConfig().apiOrigin;
  return `${origin}${url}`;
}

/** The `srcset` of a photo's WebP copies on the API's origin, for a thumbnail. */
export function mediaThumbSrcset(image: Pick<MediaImage, 'copies'>): string {
  return mediaSrcset(
    {
      copies: image.copies.map((copy) => ({ ...copy, url: mediaSrc(copy.url) })),
    },
    'webp',
  );
}
