import {
  type Media,
  SITE_IMAGE_LABELS,
  SITE_IMAGE_SLOTS,
  type SiteImageSlot,
  type SiteImages,
} from '@tow/contracts/media';
import { Button } from '@tow/shared-ui/host/components';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { MediaPicker } from '../../blocks/MediaPicker.tsx';
import styles from './MediaScreen.module.css';
import { MEDIA_TEXTS } from './media-words.ts';

type Choices = Record<SiteImageSlot, number | null>;

const HINTS: Record<SiteImageSlot, string> = {
  home_hero:
    'The large picture behind the home page heading, shown first to every visitor. A wide, landscape photo works best; the standard picture is the demo’s video.',
  about: 'Beside the company story on the about page.',
};

/**
 * The site's own places and the photo each shows (the home hero, the about page). `version`
 * changes whenever the library does, so a deleted photo's place reads as standard again.
 */
export function SiteImagesPanel({
  media,
  version,
  onSaved,
  onError,
}: {
  media: readonly Media[];
  version: unknown;
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [choices, setChoices] = useState<Choices | null>(null);
  const [errors, setErrors] = useState<Partial<Record<SiteImageSlot, string>>>({});
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded when the library changes.
  useEffect(() => {
    apiRequest<{ images: SiteImages }>('GET', '/site-images')
      .then((answer) =>
        setChoices({
          home_hero: answer.images.home_hero?.id ?? null,
          about: answer.images.about?.id ?? null,
        }),
      )
      .catch((failure: unknown) => onError(errorMessage(failure, MEDIA_TEXTS.loadFailed)));
  }, [version, onError]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choices) return;
    setBusy(true);
    setErrors({});
    try {
      const answer = await apiRequest<{ message: string }>('PUT', '/site-images', choices);
      onSaved(answer.message);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.errors : {};
      setErrors({ home_hero: fields.home_hero?.[0], about: fields.about?.[0] });
      onError(errorMessage(failure, MEDIA_TEXTS.siteImagesFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="site-images-heading">
      <h2 id="site-images-heading">Site images</h2>
      {media.length === 0 && (
        <p className={styles.empty}>
          Upload a photo first. Until you choose one, the home page and the about page show the
          standard pictures.
        </p>
      )}
      {choices && media.length > 0 && (
        <form className={styles.siteImages} onSubmit={save} aria-label="Site images">
          {SITE_IMAGE_SLOTS.map((slot) => (
            <MediaPicker
              key={slot}
              legend={SITE_IMAGE_LABELS[slot]}
              name={`site-image-${slot}`}
              media={media}
              value={choices[slot]}
              onChange={(id) => setChoices({ ...choices, [slot]: id })}
              hint={HINTS[slot]}
              error={errors[slot]}
            />
          ))}
          <div>
            <Button type="submit" loading={busy} disabled={busy}>
              Save site images
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
