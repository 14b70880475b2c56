import type { Media } from '@tow/contracts/media';
import { Button } from '@tow/shared-ui/host/components';
import { mediaSrc, mediaThumbSrcset } from '../../api/media-url.ts';
import styles from './MediaScreen.module.css';
import { formatBytes, usedByWords } from './media-words.ts';

/** The library as cards: the photo, its alt text, its size and what shows it, and Delete. */
export function MediaGrid({
  media,
  onDelete,
}: {
  media: readonly Media[];
  onDelete: (photo: Media) => void;
}) {
  return (
    <ul className={styles.grid} aria-label="Photos">
      {media.map((photo) => (
        <li key={photo.id} className={styles.card}>
          <img
            className={styles.photo}
            src={mediaSrc(photo.copies.find((copy) => copy.format === 'webp')?.url ?? photo.url)}
            srcSet={mediaThumbSrcset(photo)}
            sizes="(min-width: 64rem) 18rem, (min-width: 40rem) 45vw, 100vw"
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading="lazy"
          />
          <div className={styles.cardBody}>
            <p className={styles.alt}>{photo.alt}</p>
            <p className={styles.meta}>
              {photo.width} × {photo.height} px · uploaded {formatBytes(photo.upload_bytes)}{' '}
              {photo.upload_format.toUpperCase()}
            </p>
            <p className={styles.usedBy}>
              {photo.used_by.length > 0 ? (
                <>
                  <strong>Used by:</strong> {usedByWords(photo.used_by)}
                </>
              ) : (
                'Not used yet'
              )}
            </p>
            <div className={styles.cardActions}>
              <Button
                variant="danger"
                size="sm"
                icon="trash"
                onClick={() => onDelete(photo)}
                aria-label={`Delete photo: ${photo.alt}`}
              >
                Delete
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
