import { MEDIA_MAX_UPLOAD_BYTES, type MediaImage } from '@tow/contracts/media';
import { Button, TextField } from '@tow/shared-ui/host/components';
import { type DragEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { apiUpload } from '../../api/client.ts';
import styles from './MediaScreen.module.css';
import { formatBytes, MEDIA_TEXTS } from './media-words.ts';

const TOO_LARGE = `This photo is too large: at most ${MEDIA_MAX_UPLOAD_BYTES / 1024 / 1024} MB. Export a smaller copy and upload that.`;

/**
 * Draws a small preview of the chosen file on a canvas (no object URL, which the console's
 * content policy would block); a file the browser cannot decode (an iPhone's HEIC) shows none.
 */
function usePreview(file: File | null) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (!file) return;
    let cancelled = false;
    createImageBitmap(file, { resizeWidth: 320, resizeQuality: 'medium' })
      .then((bitmap) => {
        const target = canvas.current;
        if (cancelled || !target) return;
        target.width = bitmap.width;
        target.height = bitmap.height;
        target.getContext('bitmaprenderer')?.transferFromImageBitmap(bitmap);
        setShown(true);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [file]);
  return { canvas, shown };
}

/** Choose a photo (drop it or pick it), say what it shows, upload it. */
export function UploadPanel({ onUploaded }: { onUploaded: (media: MediaImage) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setErrors(chosen.size > MEDIA_MAX_UPLOAD_BYTES ? { file: TOO_LARGE } : {});
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: { file?: string; alt?: string } = {};
    if (!file) problems.file = 'Choose a photo to upload';
    else if (file.size > MEDIA_MAX_UPLOAD_BYTES) problems.file = TOO_LARGE;
    if (alt.trim() === '')
      problems.alt = 'Alt text is required: say what the photo shows, for people who cannot see it';
    setErrors(problems);
    if (!file || problems.file || problems.alt) return;
    const form = new FormData();
    form.set('file', file);
    form.set('alt', alt);
    setBusy(true);
    try {
      const answer = await apiUpload<{ media: MediaImage }>('/media', form);
      setFile(null);
      setAlt('');
      if (input.current) input.current.value = '';
      onUploaded(answer.media);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.errors : {};
      setErrors({
        file:
          fields.file?.[0] ??
          (fields.alt ? undefined : errorMessage(failure, MEDIA_TEXTS.uploadFailed)),
        alt: fields.alt?.[0],
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="upload-heading">
      <h2 id="upload-heading">Upload a photo</h2>
      <form className={styles.upload} onSubmit={upload} aria-label="Upload a photo" noValidate>
        <label
          className={`${styles.drop} ${dragging ? styles.dragging : ''} ${errors.file ? styles.dropError : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <input
            ref={input}
            className={styles.fileInput}
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
            aria-describedby={
              errors.file ? 'upload-file-error' : file ? undefined : 'upload-file-hint'
            }
            aria-invalid={errors.file ? true : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <canvas
            ref={preview.canvas}
            className={styles.preview}
            hidden={!preview.shown}
            role="img"
            aria-label="Preview of the chosen photo"
          />
          {file ? (
            <span className={styles.dropText}>
              <span>
                <strong className={styles.fileName}>{file.name}</strong> · {formatBytes(file.size)}
              </span>
              <span className={styles.dropHint}>Drop or choose another to change it</span>
            </span>
          ) : (
            <span className={styles.dropText}>
              <strong>Choose a photo, or drop one here</strong>
              <span id="upload-file-hint" className={styles.dropHint}>
                JPEG, PNG, WebP or AVIF, at most {MEDIA_MAX_UPLOAD_BYTES / 1024 / 1024} MB. Location
                and camera details are removed before it is published.
              </span>
            </span>
          )}
        </label>
        {errors.file && (
          <p id="upload-file-error" className={styles.error} role="alert">
            {errors.file}
          </p>
        )}
        <TextField
          label="Alt text"
          name="alt"
          required
          maxLength={250}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          error={errors.alt}
          hint="What the photo shows, read aloud to people who cannot see it, e.g. “Our flatbed loading a car on the M6”"
        />
        <div>
          <Button type="submit" icon="plus" loading={busy} disabled={busy}>
            {busy ? 'Uploading...' : 'Upload photo'}
          </Button>
        </div>
      </form>
    </section>
  );
}
