import type { Media } from '@tow/contracts/media';
import type { Service } from '@tow/contracts/service';
import { type AdminApi, signInAdmin } from '@tow/e2e/admin-api';
import { makeTestPhoto } from '@tow/e2e/test-photo';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { VisitsSuite } from './visits.ts';

/** A test photo's size and its alt text. */
interface TestPhoto {
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** Uploads a detailed test photo of this size to the media library, as the console does. */
export async function uploadTestPhoto(
  admin: AdminApi,
  browser: Browser,
  { width, height, alt }: TestPhoto,
): Promise<Media> {
  const form = new FormData();
  const bytes = await makeTestPhoto(browser, { width, height });
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'IMG_0042.jpg');
  form.set('alt', alt);
  return (await admin.upload<{ media: Media }>('/media', form)).media;
}

/** The owner's photo and the signed-in admin who placed it, once the file's beforeAll has run. */
export interface OwnerPhoto {
  readonly admin: AdminApi;
  readonly photo: Media;
}

/**
 * For a whole test file: signs in, uploads `upload` and puts it on the site images named (the home
 * hero, the about page); after the file, the demo's pictures again and the photo deleted, so the
 * slot's later files see the site as it was.
 */
export function placeOwnerPhoto(
  suite: VisitsSuite,
  upload: TestPhoto,
  places: { readonly homeHero: boolean; readonly about: boolean },
): OwnerPhoto {
  const owner = {} as { admin: AdminApi; photo: Media };
  beforeAll(async () => {
    owner.admin = await signInAdmin(suite.baseUrl);
    owner.photo = await uploadTestPhoto(owner.admin, suite.browser, upload);
    await owner.admin.send('PUT', '/site-images', {
      home_hero: places.homeHero ? owner.photo.id : null,
      about: places.about ? owner.photo.id : null,
    });
  });
  afterAll(async () => {
    await owner.admin.send('PUT', '/site-images', { home_hero: null, about: null });
    await owner.admin.send('DELETE', `/media/${owner.photo.id}`);
  });
  return owner;
}

/** Gives the first service (the home page's first card) this photo, or none. */
export async function setFirstServicePhoto(admin: AdminApi, mediaId: number | null): Promise<void> {
  const [first] = (await admin.get<{ services: Service[] }>('/services')).services;
  if (!first) throw new Error('no service to give the photo to');
  const { id, created_at, updated_at, image, ...fields } = first;
  await admin.send('PUT', `/services/${id}`, { ...fields, image_media_id: mediaId });
}
