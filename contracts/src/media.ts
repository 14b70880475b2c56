import { z } from 'zod';
import { Id, Timestamp } from './fields.ts';

/**
 * The widths the library keeps of every photo: a phone's screen (480), a phone at 1.75× (720:
 * most Android phones, and Lighthouse's, take it where they took the 960 copy at twice the
 * bytes), a phone at 2× or a card on a laptop (960), a full-width picture on a large screen
 * (1600). Never wider than the upload.
 */
export const MEDIA_WIDTHS = [480, 720, 960, 1600] as const;

/**
 * The portrait cut: the middle of the photo at 13:20, what a full-screen backdrop shows of it
 * on a phone held upright (object-fit: cover), as the demo's portrait poster is. One width, as
 * the demo's poster has: on a phone it is the first screen's largest paint, so its bytes are
 * that paint's time on a slow link; it sits under the hero's dark scrim, where its lower
 * quality does not show.
 */
export const MEDIA_PORTRAIT = { width: 480, aspect: 13 / 20 } as const;

/** The formats of the served copies, best first: a `<picture>` offers them in this order. */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The largest upload taken: a phone's photo is 2–8 MB; a 20 MB file is refused with 413. */
export const MEDIA_MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Alt text: what the photo shows, read aloud to people who cannot see it. */
export const MEDIA_ALT_MAX = 250;

/** The places a photo of the library can be shown, other than on a service. */
export const SITE_IMAGE_SLOTS = ['home_hero', 'about'] as const;
export type SiteImageSlot = (typeof SITE_IMAGE_SLOTS)[number];

export const SITE_IMAGE_LABELS: Record<SiteImageSlot, string> = {
  home_hero: 'Home page hero',
  about: 'About page',
};

/** One served copy: a resized, re-encoded file with no metadata, at a URL that never changes. */
export const MediaCopy = z.object({
  format: z.enum(MEDIA_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  url: z.string(),
});
export type MediaCopy = z.infer<typeof MediaCopy>;

/** What a page needs to show a photo: its words, its shape and its copies. */
export const MediaImage = z.object({
  id: Id,
  alt: z.string(),
  /** Of the largest copy, after the phone's rotation is applied. */
  width: z.number().int(),
  height: z.number().int(),
  /** The largest WebP copy. */
  url: z.string(),
  copies: z.array(MediaCopy),
  /** The portrait cut (`MEDIA_PORTRAIT`), AVIF and WebP, for a full-screen backdrop on phones. */
  portrait: z.array(MediaCopy),
});
export type MediaImage = z.infer<typeof MediaImage>;

/** Where a photo is shown: one of the site's own places, the company's logo, or a service. */
export const MediaUse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('service'), id: Id, name: z.string() }),
  z.object({ kind: z.literal('site_image'), slot: z.enum(SITE_IMAGE_SLOTS), name: z.string() }),
  z.object({ kind: z.literal('logo'), name: z.string() }),
]);
export type MediaUse = z.infer<typeof MediaUse>;

/** A photo of the library as the console lists it. */
export const Media = MediaImage.extend({
  /** The size of the file as uploaded (it is not kept: only the copies are). */
  upload_bytes: z.number().int(),
  /** What the uploaded file was, by its bytes: jpeg, png, webp or avif. */
  upload_format: z.string(),
  used_by: z.array(MediaUse),
  created_at: Timestamp,
});
export type Media = z.infer<typeof Media>;

const ALT_REQUIRED = 'Alt text is required: say what the photo shows, for people who cannot see it';

export const MediaAlt = z
  .string({ error: ALT_REQUIRED })
  .trim()
  .min(1, ALT_REQUIRED)
  .max(MEDIA_ALT_MAX, `Alt text must be at most ${MEDIA_ALT_MAX} characters`);

/** The photos the site shows in its own places; null keeps the demo's picture. */
export const SiteImages = z.object({
  home_hero: MediaImage.nullable(),
  about: MediaImage.nullable(),
});
export type SiteImages = z.infer<typeof SiteImages>;

const SlotChoice = z
  .number({ error: 'Choose a photo of the library, or none' })
  .int('Choose a photo of the library, or none')
  .positive('Choose a photo of the library, or none')
  .nullable();

export const SiteImagesInput = z.object({
  home_hero: SlotChoice.default(null),
  about: SlotChoice.default(null),
});
export type SiteImagesInput = z.input<typeof SiteImagesInput>;

/** `srcset` of one format's copies, smallest first: `/api/media/files/…webp 480w, …`. */
export function mediaSrcset(image: Pick<MediaImage, 'copies'>, format: MediaFormat): string {
  return image.copies
    .filter((copy) => copy.format === format)
    .sort((a, b) => a.width - b.width)
    .map((copy) => `${copy.url} ${copy.width}w`)
    .join(', ');
}
