import { createHash } from 'node:crypto';
import { MEDIA_FORMATS, MEDIA_PORTRAIT, MEDIA_WIDTHS, type MediaFormat } from '@tow/contracts';
import type { Metadata, Sharp } from 'sharp';
import { ApiError } from '../lib/api-error.ts';

// libvips (about 20 MB resident) loads with the first photo read (then stays, as any module):
// most replicas never read one.
const loadSharp = async () => (await import('sharp')).default;

/** The formats taken, by what the bytes say they are (sharp's names; AVIF is HEIF with AV1). */
export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/**
 * More pixels than this is refused before decoding: a 48 MP phone photo fits; a small file that
 * unpacks to gigabytes of pixels (a "decompression bomb") does not.
 */
const MAX_PIXELS = 60_000_000;

/** A copy shows the whole photo, or its portrait cut (the middle, for a phone's backdrop). */
export type CopyCut = 'whole' | 'portrait';

/** Which copy: the library keeps one of each its widths, cuts and formats call for. */
export interface CopyKind {
  cut: CopyCut;
  format: MediaFormat;
  /** The copy's width; the portrait cut's is its own (`MEDIA_PORTRAIT.width` at most). */
  width: number;
}

/** One resized, re-encoded copy, with the first 16 hex digits of its SHA-256 for its URL. */
export interface ImageCopy {
  cut: CopyCut;
  format: MediaFormat;
  width: number;
  height: number;
  hash: string;
  bytes: Buffer;
}

export interface ReadImage {
  format: UploadFormat;
  /** Of the largest copy, the phone's rotation applied. */
  width: number;
  height: number;
  copies: ImageCopy[];
}

const FIELD = 'file';

function refused(status: 415 | 422, message: string): ApiError {
  return new ApiError(status, message, { errors: { [FIELD]: [message] } });
}

const NOT_AN_IMAGE =
  'This file is not a photo we can read. Upload a JPEG, PNG, WebP or AVIF image.';
const HEIC =
  'iPhone HEIC photos cannot be read here. Export the photo as JPEG first (on an iPhone: Settings › Camera › Formats › Most Compatible, or share it to Files as JPEG) and upload that.';

/** What the bytes are, whatever the file is called: one of the four formats, or a clear refusal. */
async function readFormat(bytes: Buffer): Promise<{ format: UploadFormat; width: number }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(415, NOT_AN_IMAGE);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  let format: UploadFormat;
  if (metadata.format === 'heif') {
    if (metadata.compression === 'hevc') throw refused(415, HEIC);
    if (metadata.compression !== 'av1') throw refused(415, NOT_AN_IMAGE);
    format = 'avif';
  } else if (
    metadata.format === 'jpeg' ||
    metadata.format === 'png' ||
    metadata.format === 'webp'
  ) {
    format = metadata.format;
  } else {
    const named = metadata.format ? ` (${metadata.format.toUpperCase()})` : '';
    throw refused(415, `This kind of file${named} is not taken. ${NOT_AN_IMAGE}`);
  }
  if (pixels === 0) throw refused(415, NOT_AN_IMAGE);
  if (pixels > MAX_PIXELS) {
    throw refused(
      422,
      `This photo has too many pixels (at most ${MAX_PIXELS / 1_000_000} million). Upload a smaller copy.`,
    );
  }
  return { format, width: metadata.autoOrient.width };
}

/** The widths to keep of a photo this wide: the library's widths below it, and its own up to the largest. */
export function copyWidths(fullWidth: number): number[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] as number;
  const widths: number[] = MEDIA_WIDTHS.filter((width) => width < fullWidth);
  widths.push(Math.min(fullWidth, largest));
  return [...new Set(widths)];
}

/** The middle of a photo this size at the portrait cut's shape, at its width or the photo's. */
function portraitSize(width: number, height: number): { width: number; height: number } {
  const cutWidth = Math.min(width, Math.round(height * MEDIA_PORTRAIT.aspect));
  const copyWidth = Math.min(cutWidth, MEDIA_PORTRAIT.width);
  return { width: copyWidth, height: Math.round(copyWidth / MEDIA_PORTRAIT.aspect) };
}

/** Every copy the library keeps of a photo this size (after rotation). */
export function copyKinds(width: number, height: number): CopyKind[] {
  const portrait = portraitSize(width, height).width;
  return MEDIA_FORMATS.flatMap((format) => [
    ...copyWidths(width).map((copyWidth) => ({ cut: 'whole' as const, format, width: copyWidth })),
    { cut: 'portrait' as const, format, width: portrait },
  ]);
}

/**
 * AVIF at effort 2 is as small as at the default 4 within 5 % and ten times faster. The portrait
 * cut is a phone's full-screen backdrop under the hero's dark scrim, its largest paint: at 30 a
 * busy 480 px cut is 10 kB (29 kB at 50), within the first round trip of a new connection
 * (about 14 kB), and its smoothed grain does not show through the scrim.
 */
const QUALITY = {
  whole: { avif: 50, webp: 72 },
  portrait: { avif: 30, webp: 50 },
} as const satisfies Record<CopyCut, Record<MediaFormat, number>>;

/** One copy of an upright source (the phone's rotation already applied, or none to apply). */
async function encodeCopy(
  source: Sharp,
  size: { width: number; height: number },
  kind: CopyKind,
): Promise<ImageCopy> {
  const resized =
    kind.cut === 'whole'
      ? source.clone().resize({ width: kind.width, withoutEnlargement: true })
      : source.clone().resize({ ...portraitSize(size.width, size.height), fit: 'cover' });
  const quality = QUALITY[kind.cut][kind.format];
  const encoded =
    kind.format === 'avif'
      ? resized.avif({ quality, effort: 2 })
      : resized.webp({ quality, effort: 4 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  return {
    cut: kind.cut,
    format: kind.format,
    width: info.width,
    height: info.height,
    hash,
    bytes: data,
  };
}

/**
 * The served copies of an uploaded photo: the bytes decide what it is, the phone's rotation is
 * applied, and each copy is re-encoded without any of the original's metadata (EXIF with the GPS
 * position, XMP, the camera's comments: sharp writes none unless told to).
 */
export async function makeImageCopies(bytes: Buffer): Promise<ReadImage> {
  const { format, width } = await readFormat(bytes);
  const sharp = await loadSharp();
  let copies: ImageCopy[];
  try {
    // Decoded once, at the largest copy's width: each copy made from the upload itself decoded
    // it again (a third more CPU for ten copies of a 4000 px photo).
    const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] as number);
    // A damaged but readable photo is still taken ('error'); sharp's default refuses any warning.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const size = { width: info.width, height: info.height };
    const source = sharp(data, { raw: { ...size, channels: info.channels } });
    copies = await Promise.all(
      copyKinds(size.width, size.height).map((kind) => encodeCopy(source, size, kind)),
    );
  } catch {
    // The header was readable but the picture is not (a cut-off or damaged file).
    throw refused(415, NOT_AN_IMAGE);
  }
  const largest = copies
    .filter((copy) => copy.cut === 'whole')
    .reduce((a, b) => (b.width > a.width ? b : a));
  return { format, width: largest.width, height: largest.height, copies };
}

/** A copy by what it is: the whole photo by width, the portrait cut once whatever its width. */
const kindKey = (kind: CopyKind) =>
  kind.cut === 'whole' ? `whole ${kind.format} ${kind.width}` : `portrait ${kind.format}`;

/**
 * The copies a stored photo lacks (a width or a cut added to the library since it was uploaded),
 * by the size of its largest copy, which stands for the upload: that is never kept.
 */
export function missingCopyKinds(
  largest: { width: number; height: number },
  stored: readonly CopyKind[],
): CopyKind[] {
  const have = new Set(stored.map(kindKey));
  return copyKinds(largest.width, largest.height).filter((kind) => !have.has(kindKey(kind)));
}

/** These copies of a stored photo, made from its largest copy. */
export async function makeCopiesFrom(
  largest: Uint8Array,
  kinds: readonly CopyKind[],
): Promise<ImageCopy[]> {
  const source = (await loadSharp())(largest);
  const { width = 0, height = 0 } = await source.metadata();
  return Promise.all(kinds.map((kind) => encodeCopy(source, { width, height }, kind)));
}
