import type { Logger } from '@tow/server-kit/logger';
import type { DB } from '../db/database.ts';
import { addCopies, listStoredCopies, readLargestCopy } from '../db/repositories/media.ts';
import { makeCopiesFrom, missingCopyKinds } from './image-copies.ts';

/**
 * Gives every stored photo the copies the library now keeps (a width or the portrait cut added
 * since it was uploaded), made from its largest copy. Run at start-up, before any page is
 * rendered, so no page is cached without them; a photo that already has them all costs nothing.
 * Answers how many copies were added.
 */
export async function completeMediaCopies(db: DB, logger: Logger): Promise<number> {
  let added = 0;
  for (const photo of await listStoredCopies(db)) {
    const missing = missingCopyKinds(photo, photo.copies);
    if (missing.length === 0) continue;
    const largest = await readLargestCopy(db, photo.id);
    if (!largest) continue;
    try {
      added += await addCopies(db, photo.id, await makeCopiesFrom(largest, missing));
    } catch (error) {
      // One photo that cannot be re-made (deleted meanwhile, a damaged copy) keeps what it has.
      logger.warn({ err: error, mediaId: photo.id }, 'could not add the missing copies of a photo');
    }
  }
  return added;
}
