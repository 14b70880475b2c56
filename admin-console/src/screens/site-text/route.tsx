import { SiteTextInput, type SiteTextVersion } from '@tow/contracts/site-text';
import { Button, SelectField, TextAreaField, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { useMe } from '../../auth/use-me.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { type FieldErrors, fieldErrorsOf, validateWith } from '../../blocks/form-errors.ts';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useStatus } from '../../blocks/use-status.ts';
import { SiteTextPreview } from './SiteTextPreview.tsx';
import styles from './SiteTextScreen.module.css';
import { SiteTextVersions } from './SiteTextVersions.tsx';
import { SITE_TEXT_LOAD_FAILED, useSiteTextDetail, useSiteTextList } from './use-site-text.ts';

const FIRST_TEXT = 'home-hero';

/**
 * /admin/site-text: the words of the home, about, contact and area pages. Owners edit a draft,
 * see it at phone width, publish it (every page shows it at once) and restore earlier versions;
 * staff read the words and their versions. Which text is open is in the address (`?text=`).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const key = params.get('text') ?? FIRST_TEXT;
  const { me } = useMe();
  const isOwner = me?.role === 'owner';
  const status = useStatus();
  const list = useSiteTextList();
  const { value: detail, failed, reload } = useSiteTextDetail(key);
  const [heading, setHeading] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);

  // A new text (or a reload after publishing) starts the draft from what is live.
  useEffect(() => {
    if (!detail) return;
    setHeading(detail.current.heading);
    setBody(detail.current.body);
    setErrors({});
    setFailure(null);
  }, [detail]);

  const changed =
    detail !== null && (heading !== detail.current.heading || body !== detail.current.body);

  async function publish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setPublishing(true);
    try {
      const words = validateWith(SiteTextInput, { heading, body });
      const answer = await apiRequest<{ message: string }>(
        'PUT',
        `/site-text/${encodeURIComponent(key)}`,
        words,
      );
      status.success(answer.message);
      await reload();
    } catch (problem) {
      setErrors(fieldErrorsOf(problem));
      setFailure(errorMessage(problem, 'An error occurred'));
    } finally {
      setPublishing(false);
    }
  }

  async function restore(version: SiteTextVersion) {
    setRestoring(version.id);
    try {
      const answer = await apiRequest<{ message: string }>(
        'POST',
        `/site-text/${encodeURIComponent(key)}/versions/${version.id}/restore`,
      );
      status.success(answer.message);
      await reload();
    } catch (problem) {
      status.error(errorMessage(problem, 'An error occurred'));
    } finally {
      setRestoring(null);
    }
  }

  const options = (list.value ?? []).map((text) => ({ value: text.key, label: text.label }));
  if (list.value && !options.some((option) => option.value === key) && detail) {
    options.push({ value: key, label: detail.label });
  }

  return (
    <>
      <PageHeader
        title="Site text"
        description="The words of your home, about, contact and area pages, in your own voice."
      />
      <StatusBanner status={status} />
      {(list.failed || failed) && <ErrorBox>{SITE_TEXT_LOAD_FAILED}</ErrorBox>}
      <div className={styles.pick}>
        <SelectField
          label="Which words"
          name="text"
          options={options}
          value={key}
          disabled={!list.value}
          onChange={(event) => setParams({ text: event.currentTarget.value })}
        />
      </div>
      {!isOwner && me && (
        <p className={styles.note} role="note">
          Only an owner can publish or restore these words. You can read them and their versions.
        </p>
      )}
      {detail && (
        <form
          className={styles.layout}
          onSubmit={publish}
          aria-label={`Edit: ${detail.label}`}
          noValidate
        >
          <div className={styles.fields}>
            <TextField
              label={detail.heading_label}
              name="heading"
              value={heading}
              onChange={(event) => setHeading(event.currentTarget.value)}
              readOnly={!isOwner}
              required
              error={errors.heading}
            />
            <TextAreaField
              label={detail.body_label}
              name="body"
              rows={9}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              readOnly={!isOwner}
              required
              error={errors.body}
              hint={
                <>
                  A blank line starts a new paragraph. A link: <code>[our prices](https://…)</code>,{' '}
                  <code>[contact us](/contact)</code> or <code>[call us](tel:{'{phone}'})</code>.{' '}
                  {placeholderHint(detail.placeholders)}
                </>
              }
            />
          </div>
          {/* Between the words and Publish on a phone: the owner sees the draft before publishing. */}
          <SiteTextPreview detail={detail} heading={heading} body={body} />
          <div className={styles.publishing}>
            {failure && <ErrorBox>{failure}</ErrorBox>}
            {isOwner && (
              <div className={styles.actions}>
                <Button type="submit" icon="check" loading={publishing} disabled={!changed}>
                  {publishing ? 'Publishing...' : 'Publish'}
                </Button>
                <Button
                  variant="secondary"
                  disabled={!changed || publishing}
                  onClick={() => {
                    setHeading(detail.current.heading);
                    setBody(detail.current.body);
                    setErrors({});
                  }}
                >
                  Undo my changes
                </Button>
                <Button
                  variant="ghost"
                  disabled={publishing}
                  onClick={() => {
                    setHeading(detail.defaults.heading);
                    setBody(detail.defaults.body);
                  }}
                >
                  Start from the standard words
                </Button>
              </div>
            )}
            <p className={styles.muted} aria-live="polite">
              {changed ? 'Draft: not published yet.' : 'These are the words on the site now.'}
            </p>
          </div>
        </form>
      )}
      {detail && (
        <section className={styles.history} aria-labelledby="versions-heading">
          <h2 id="versions-heading">Versions</h2>
          <SiteTextVersions
            versions={detail.versions}
            canRestore={isOwner}
            restoring={restoring}
            onRestore={restore}
          />
        </section>
      )}
    </>
  );
}

/** "{company} is Leeds Tow, {phone} is 0113 496 0000, {rating} is empty (…)." */
function placeholderHint(placeholders: Readonly<Record<string, string>>): string {
  const filled = Object.entries(placeholders).map(([name, value]) =>
    value === '' ? `{${name}} is empty (a sentence with it is left out)` : `{${name}} is ${value}`,
  );
  return filled.length > 0 ? `Filled in for you: ${filled.join(', ')}.` : '';
}
