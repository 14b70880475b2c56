import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeMediaCopies } from '../src/media/complete-copies.ts';
import { addTeamMember } from './support/dispatch.ts';
import { SERVICE_BODY } from './support/service-body.ts';
import { type TestAnswer, useTestApi } from './support/test-api.ts';

const api = useTestApi();
let owner: string;
let staff: string;
let crew: string;

beforeAll(async () => {
  owner = await api.login();
  staff = (await addTeamMember(api, owner, 'staff', 'Sam Staff')).token;
  crew = (await addTeamMember(api, owner, 'crew', 'Cal Crew')).token;
});

/** A 2400×1600 phone photo as a JPEG, with the camera's make, a GPS position and "turn right". */
async function phonePhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c85028' } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 28/1 5000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '1/1 53/1 2000/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block points to GPS data (tag 0x8825, in either byte order). */
function hasGpsInfo(exif: Buffer | undefined): boolean {
  return Boolean(
    exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))),
  );
}

function plainImage(format: 'png' | 'webp' | 'avif' | 'jpeg', width = 1200, height = 800) {
  const image = sharp({ create: { width, height, channels: 3, background: '#1d4f91' } });
  return image.toFormat(format).toBuffer();
}

/** POST /api/media as the console sends it: a multipart form with the file and its alt text. */
async function upload(
  bytes: Uint8Array | null,
  alt: string | null,
  options: { token?: string; name?: string; type?: string } = {},
): Promise<Pick<TestAnswer, 'status' | 'body'>> {
  const form = new FormData();
  if (bytes)
    form.set(
      'file',
      new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }),
      options.name ?? 'photo.jpg',
    );
  if (alt !== null) form.set('alt', alt);
  const response = await api.runtime.app.request('/api/media', {
    method: 'POST',
    headers: { authorization: `Bearer ${options.token ?? owner}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function fetchCopy(url: string, headers: Record<string, string> = {}) {
  const response = await api.runtime.app.request(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('uploading a photo', () => {
  it('answers 201 with the photo: id, alt, its size after rotation and a served WebP copy', async () => {
    const answer = await upload(await phonePhotoWithGps(), '  Our flatbed at Spaghetti Junction ');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      media: {
        id: expect.any(Number),
        alt: 'Our flatbed at Spaghetti Junction',
        // Orientation 6: the camera was turned, so the photo stands upright at 1600 × 2400.
        width: 1600,
        height: 2400,
        url: expect.stringMatching(/^\/api\/media\/files\/\d+-1600-[0-9a-f]{16}\.webp$/),
      },
    });
    const { bytes } = await fetchCopy(answer.body.media.url);
    const served = await sharp(bytes).metadata();
    expect([served.format, served.width, served.height]).toEqual(['webp', 1600, 2400]);
  });

  it('publishes no metadata: the GPS position, camera and EXIF of a phone photo are gone from every copy', async () => {
    const original = await phonePhotoWithGps();
    expect(hasGpsInfo((await sharp(original).metadata()).exif)).toBe(true);
    const answer = await upload(original, 'Recovery on the M6');
    expect(answer.status).toBe(201);
    const { copies, portrait } = answer.body.media;
    expect(copies).toHaveLength(8);
    expect(portrait).toHaveLength(2);
    for (const copy of [...copies, ...portrait]) {
      const { bytes } = await fetchCopy(copy.url);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(copy.format === 'avif' ? 'heif' : 'webp');
      expect(metadata.exif, copy.url).toBeUndefined();
      expect(metadata.xmp, copy.url).toBeUndefined();
      expect(metadata.orientation ?? 1, copy.url).toBe(1);
      expect(bytes.includes('TestCam'), copy.url).toBe(false);
    }
  });

  it('keeps AVIF and WebP copies 480, 720, 960 and 1600 px wide and a portrait cut, each with its own hashed URL cached for a year', async () => {
    const answer = await upload(await plainImage('jpeg', 3000, 2000), 'A van on a tow dolly');
    type Copy = { format: string; width: number; height: number; bytes: number; url: string };
    const copies = answer.body.media.copies as Copy[];
    const portrait = answer.body.media.portrait as Copy[];
    const sizes = (list: Copy[]) => list.map((c) => `${c.format} ${c.width}×${c.height}`);
    expect(sizes(copies)).toEqual([
      'avif 480×320',
      'avif 720×480',
      'avif 960×640',
      'avif 1600×1067',
      'webp 480×320',
      'webp 720×480',
      'webp 960×640',
      'webp 1600×1067',
    ]);
    // The middle of the photo at 13:20, what a phone held upright shows of a full-screen photo.
    expect(sizes(portrait)).toEqual(['avif 480×738', 'webp 480×738']);
    for (const copy of [...copies, ...portrait]) {
      const { response, bytes } = await fetchCopy(copy.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`image/${copy.format}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(bytes.byteLength).toBe(copy.bytes);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([copy.width, copy.height]);
    }
    const first = copies[0] as { url: string };
    const etag = (await fetchCopy(first.url)).response.headers.get('etag') ?? '';
    const again = await fetchCopy(first.url, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    // A URL whose hash is not the copy's own finds nothing: an old URL never shows other bytes.
    const wrongHash = first.url.replace(/-[0-9a-f]{16}\./, '-0000000000000000.');
    expect((await fetchCopy(wrongHash)).response.status).toBe(404);
  });

  it('never makes a copy wider than the photo itself', async () => {
    const answer = await upload(await plainImage('png', 700, 500), 'Our yard in Aston', {
      name: 'yard.png',
      type: 'image/png',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.media.copies.map((c: { width: number }) => c.width)).toEqual([
      480, 700, 480, 700,
    ]);
    expect(
      answer.body.media.portrait.map((c: { width: number; height: number }) => [c.width, c.height]),
    ).toEqual([
      [325, 500],
      [325, 500],
    ]);
    expect([answer.body.media.width, answer.body.media.height]).toEqual([700, 500]);
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['jpeg', 'image/jpeg'],
  ] as const)('takes a %s photo', async (format, type) => {
    const answer = await upload(await plainImage(format), `A ${format} photo`, {
      name: `photo.${format}`,
      type,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const list = await api.call('GET', '/api/media', { token: owner });
    const listed = list.body.media.find((m: { id: number }) => m.id === answer.body.media.id);
    expect(listed).toMatchObject({ upload_format: format, alt: `A ${format} photo`, used_by: [] });
  });

  it('cuts the portrait copy from the middle of the photo, as a phone shows it full-screen', async () => {
    // Orange at the sides, blue in the middle third: the cut must be blue from edge to edge.
    const side = { width: 1000, height: 1500, channels: 3, background: '#c85028' } as const;
    const middle = await sharp({ create: { ...side, background: '#1d4f91' } })
      .png()
      .toBuffer();
    const photo = await sharp({ create: { ...side, width: 3000 } })
      .composite([{ input: middle, left: 1000, top: 0 }])
      .jpeg()
      .toBuffer();
    const answer = await upload(photo, 'A blue van between two orange ones');
    expect(answer.status).toBe(201);
    const webp = answer.body.media.portrait.find((c: { format: string }) => c.format === 'webp');
    const { bytes } = await fetchCopy(webp.url);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([480, 738]);
    for (const x of [2, Math.floor(info.width / 2), info.width - 3]) {
      const at = (Math.floor(info.height / 2) * info.width + x) * info.channels;
      const [red = 0, , blue = 0] = data.subarray(at, at + 3);
      expect(blue, `x ${x}`).toBeGreaterThan(red);
    }
  });

  it('gives a photo stored before the 720 px copy and the portrait cut existed those copies at the next start', async () => {
    const photo = (await upload(await plainImage('jpeg', 2000, 1200), 'Our yard at dusk')).body
      .media;
    await api.call('PUT', '/api/site-images', {
      token: owner,
      body: { home_hero: photo.id, about: null },
    });
    const { db } = api.runtime.deps;
    // As the library stored it before: the whole photo at 480, 960 and 1600 px only.
    await db
      .deleteFrom('media_files')
      .where('media_id', '=', photo.id)
      .where((eb) => eb.or([eb('cut', '=', 'portrait'), eb('width', '=', 720)]))
      .execute();
    const listed = await api.call('GET', '/api/media', { token: owner });
    const before = listed.body.media.find((m: { id: number }) => m.id === photo.id);
    expect(before.copies).toHaveLength(6);
    expect(before.portrait).toEqual([]);

    expect(await completeMediaCopies(db, api.runtime.deps.logger)).toBe(4);
    expect(await completeMediaCopies(db, api.runtime.deps.logger)).toBe(0);

    const after = (await api.call('GET', '/api/site-images')).body.images.home_hero;
    expect(after.copies.map((c: { width: number }) => c.width)).toEqual([
      480, 720, 960, 1600, 480, 720, 960, 1600,
    ]);
    expect(
      after.portrait.map((c: { format: string; width: number; height: number }) =>
        [c.format, c.width, c.height].join(' '),
      ),
    ).toEqual(['avif 480 738', 'webp 480 738']);
    for (const copy of [...after.copies, ...after.portrait]) {
      const { response, bytes } = await fetchCopy(copy.url);
      expect(response.status, copy.url).toBe(200);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([copy.width, copy.height]);
    }
  });

  it('goes by the bytes, not the name: a ".jpg" that is text is refused with 415', async () => {
    const answer = await upload(Buffer.from('MZ this is not a photo at all, just text'), 'Fake', {
      name: 'holiday.jpg',
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      success: false,
      message: 'This file is not a photo we can read. Upload a JPEG, PNG, WebP or AVIF image.',
      errors: { file: [expect.any(String)] },
    });
  });

  it('refuses an image of another kind (an SVG named .png) with 415, naming it', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(1)</script><rect width="400" height="300"/></svg>',
    );
    const answer = await upload(svg, 'Drawing', { name: 'logo.png', type: 'image/png' });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toContain('(SVG) is not taken');
  });

  it('refuses an iPhone HEIC photo with 415 and says how to export it as JPEG', async () => {
    const heic = readFileSync(new URL('./fixtures/phone-photo.heic', import.meta.url));
    const answer = await upload(heic, 'From my iPhone', {
      name: 'IMG_0001.HEIC',
      type: 'image/heic',
    });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toMatch(
      /^iPhone HEIC photos cannot be read here\. Export the photo as JPEG/,
    );
  });

  it('refuses a 20 MB upload with 413 and a message that gives the limit', async () => {
    const twentyMegabytes = Buffer.alloc(20 * 1024 * 1024, 0xff);
    const answer = await upload(twentyMegabytes, 'Huge');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(
      'This photo is too large: at most 15 MB. Export a smaller copy (a phone\'s "large" or "medium" size is plenty) and upload that.',
    );
  });

  it('refuses a declared 20 MB body before reading it, with the same message', async () => {
    const response = await api.runtime.app.request('/api/media', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(20 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^This photo is too large: at most 15 MB/,
    );
  });

  it('requires alt text and a file (422, field by field)', async () => {
    const noAlt = await upload(await plainImage('jpeg'), '   ');
    expect(noAlt.status).toBe(422);
    expect(noAlt.body.errors).toEqual({
      alt: ['Alt text is required: say what the photo shows, for people who cannot see it'],
    });
    const nothing = await upload(null, null);
    expect(nothing.status).toBe(422);
    expect(Object.keys(nothing.body.errors).sort()).toEqual(['alt', 'file']);
    expect(nothing.body.errors.file).toEqual(['Choose a photo to upload']);
  });

  it('lets staff upload, and refuses the crew and anyone signed out', async () => {
    expect((await upload(await plainImage('jpeg'), 'By staff', { token: staff })).status).toBe(201);
    expect((await upload(await plainImage('jpeg'), 'By crew', { token: crew })).status).toBe(403);
    expect((await upload(await plainImage('jpeg'), 'Nobody', { token: 'nope' })).status).toBe(401);
    expect((await api.call('GET', '/api/media')).status).toBe(401);
  });
});

describe('where a photo is used, and deleting it', () => {
  it('a service shows its photo publicly; the home hero and about page take theirs from the library', async () => {
    const photo = (await upload(await plainImage('jpeg', 2000, 1200), 'Our truck loading a car'))
      .body.media;
    const service = await api.call('POST', '/api/services', {
      token: staff,
      body: { ...SERVICE_BODY, name: 'Photo Towing', image_media_id: photo.id },
    });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    expect(service.body.service).toMatchObject({
      image_media_id: photo.id,
      image: { id: photo.id, alt: 'Our truck loading a car', url: photo.url },
    });
    const active = await api.call('GET', '/api/services/active');
    const shown = active.body.services.find(
      (s: { id: number }) => s.id === service.body.service.id,
    );
    expect(shown.image.copies).toHaveLength(8);
    expect(shown.image.portrait).toHaveLength(2);

    const saved = await api.call('PUT', '/api/site-images', {
      token: staff,
      body: { home_hero: photo.id, about: null },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const images = await api.call('GET', '/api/site-images');
    expect(images.body.images).toMatchObject({ home_hero: { id: photo.id }, about: null });

    const list = await api.call('GET', '/api/media', { token: owner });
    expect(list.body.media.find((m: { id: number }) => m.id === photo.id).used_by).toEqual([
      { kind: 'site_image', slot: 'home_hero', name: 'Home page hero' },
      { kind: 'service', id: service.body.service.id, name: 'Photo Towing' },
    ]);

    const removed = await api.call('DELETE', `/api/media/${photo.id}`, { token: owner });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      success: true,
      message: 'Photo deleted successfully',
      used_by: [
        { kind: 'site_image', slot: 'home_hero' },
        { kind: 'service', name: 'Photo Towing' },
      ],
    });
    // The places go back to their standard pictures, and the copies are gone.
    const after = await api.call('GET', '/api/services/active');
    expect(
      after.body.services.find((s: { id: number }) => s.id === service.body.service.id),
    ).toMatchObject({
      image_media_id: null,
      image: null,
    });
    expect((await api.call('GET', '/api/site-images')).body.images.home_hero).toBeNull();
    expect((await fetchCopy(photo.url)).response.status).toBe(404);
    expect((await api.call('DELETE', `/api/media/${photo.id}`, { token: owner })).status).toBe(404);
  });

  it("the company's logo counts as a use, and deleting the photo unsets the logo", async () => {
    const photo = (await upload(await plainImage('png', 600, 200), 'Company logo')).body.media;
    const { profile } = (await api.call('GET', '/api/business-profile')).body;
    const saved = await api.call('PUT', '/api/business-profile', {
      token: owner,
      body: { ...profile, logo_media_id: photo.id },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const list = await api.call('GET', '/api/media', { token: owner });
    expect(list.body.media.find((m: { id: number }) => m.id === photo.id).used_by).toEqual([
      { kind: 'logo', name: 'Company logo' },
    ]);
    expect((await api.call('DELETE', `/api/media/${photo.id}`, { token: owner })).status).toBe(200);
    const after = await api.call('GET', '/api/business-profile');
    expect(after.body.profile.logo_media_id).toBeNull();
  });

  it('refuses a photo id that is not in the library, for a service and for a site place (422)', async () => {
    const service = await api.call('POST', '/api/services', {
      token: owner,
      body: { ...SERVICE_BODY, name: 'Ghost Photo', image_media_id: 999999 },
    });
    expect(service.status).toBe(422);
    expect(service.body.errors).toEqual({
      image_media_id: ['There is no such photo in the media library'],
    });
    const site = await api.call('PUT', '/api/site-images', {
      token: owner,
      body: { home_hero: null, about: 999999 },
    });
    expect(site.status).toBe(422);
    expect(site.body.errors).toEqual({ about: ['There is no such photo in the media library'] });
  });

  it('refuses the crew choosing site images', async () => {
    const answer = await api.call('PUT', '/api/site-images', {
      token: crew,
      body: { home_hero: null, about: null },
    });
    expect(answer.status).toBe(403);
  });
});
