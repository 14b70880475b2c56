import type { Media } from '@tow/contracts/media';
import { Icon } from '@tow/shared-ui/host/components';
import { mediaSrc, mediaThumbSrcset } from '../api/media-url.ts';
import styles from './MediaPicker.module.css';

export interface MediaPickerProps {
  /** What the choice is for, e.g. "Photo" or "Home page hero". */
  readonly legend: string;
  /** The radio group's name, unique on the page. */
  readonly name: string;
  readonly media: readonly Media[];
  /** The chosen photo's id, or null for the standard picture. */
  readonly value: number | null;
  readonly onChange: (id: number | null) => void;
  readonly hint?: string;
  readonly error?: string | undefined;
  /** The label of "no photo", e.g. "Standard picture". */
  readonly noneLabel?: string;
}

/**
 * A choice of one photo of the media library, or none: thumbnails as a radio group, so the
 * keyboard moves through them with the arrow keys and a screen reader reads each one's alt text.
 */
export function MediaPicker({
  legend,
  name,
  media,
  value,
  onChange,
  hint,
  error,
  noneLabel = 'Standard picture',
}: MediaPickerProps) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.picker} aria-describedby={described || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.options}>
        <label className={styles.option}>
          <input
            type="radio"
            name={name}
            checked={value === null}
            onChange={() => onChange(null)}
            className={styles.radio}
          />
          <span className={`${styles.thumb} ${styles.none}`} aria-hidden="true">
            <Icon name="image" size={28} />
          </span>
          <span className={styles.caption}>{noneLabel}</span>
        </label>
        {media.map((photo) => (
          <label key={photo.id} className={styles.option}>
            <input
              type="radio"
              name={name}
              checked={value === photo.id}
              onChange={() => onChange(photo.id)}
              className={styles.radio}
            />
            <img
              className={styles.thumb}
              src={mediaSrc(photo.copies.find((copy) => copy.format === 'webp')?.url ?? photo.url)}
              srcSet={mediaThumbSrcset(photo)}
              sizes="8rem"
              alt=""
              width={photo.width}
              height={photo.height}
              loading="lazy"
            />
            <span className={styles.caption}>{photo.alt}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
