import type { Media, MediaUse } from '@tow/contracts/media';

/** 2_400_000 → "2.3 MB", 340_000 → "332 kB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** "Home page hero, Towing Service" — the places that show a photo, by their names. */
export function usedByWords(uses: readonly MediaUse[]): string {
  return uses.map((use) => (use.kind === 'service' ? `Service: ${use.name}` : use.name)).join(', ');
}

/** What the confirm dialog says under "Are you sure you want to delete this photo?". */
export function deleteWarning(photo: Media): string {
  if (photo.used_by.length === 0) return `“${photo.alt}”. It is not used anywhere.`;
  return `“${photo.alt}” is used by ${usedByWords(photo.used_by)}. Deleting it puts the standard picture back there.`;
}

export const MEDIA_TEXTS = {
  loadFailed: 'Failed to fetch photos',
  deleteFailed: 'Failed to delete photo',
  deleted: 'Photo deleted successfully',
  uploadFailed: 'The photo could not be uploaded',
  siteImagesFailed: 'An error occurred',
} as const;
