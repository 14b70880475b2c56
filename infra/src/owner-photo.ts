import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** The console's admin, for a measurement that signs in to put a photo in place. */
export interface SiteAdmin {
  readonly email: string;
  readonly password: string;
}

interface OwnerPhotoCopy {
  readonly format: string;
  readonly width: number;
  readonly bytes: number;
}

/**
 * Puts an owner's photo where an owner would, through the API as the console does: uploaded to
 * the media library, then chosen for the home hero, the about page and the first service.
 * Answers the photo's served copies, for the measurement's log.
 */
export async function putOwnerPhoto(
  siteUrl: string,
  admin: SiteAdmin,
  file: string,
): Promise<{ copies: OwnerPhotoCopy[]; portrait: OwnerPhotoCopy[] }> {
  const call = async <T>(
    method: string,
    path: string,
    token: string | null,
    body?: string | FormData,
  ) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    const response = await fetch(`${siteUrl}/api${path}`, { method, headers, body });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /api${path} → HTTP ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const { token } = await call<{ token: string }>(
    'POST',
    '/auth/login',
    null,
    JSON.stringify(admin),
  );
  const form = new FormData();
  form.set('file', new Blob([readFileSync(file)], { type: 'image/jpeg' }), basename(file));
  form.set('alt', 'The owner’s photo');
  const { media } = await call<{
    media: { id: number; copies: OwnerPhotoCopy[]; portrait: OwnerPhotoCopy[] };
  }>('POST', '/media', token, form);
  await call(
    'PUT',
    '/site-images',
    token,
    JSON.stringify({ home_hero: media.id, about: media.id }),
  );
  const { services } = await call<{ services: Record<string, unknown>[] }>(
    'GET',
    '/services',
    token,
  );
  const [first] = services;
  if (first) {
    const { id, created_at, updated_at, image, ...fields } = first;
    await call(
      'PUT',
      `/services/${id}`,
      token,
      JSON.stringify({ ...fields, image_media_id: media.id }),
    );
  }
  return media;
}
