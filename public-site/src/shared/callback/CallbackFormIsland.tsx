import {
  DEFAULT_URGENCY,
  REVIEW_SERVICE_TYPES,
  URGENCIES,
  URGENCY_LABELS,
} from '@tow/contracts/constants';
import { currentLocalDateTime } from '@tow/contracts/local-time';
import type { Location } from '@tow/contracts/location';
import {
  Button,
  Icon,
  PhoneLink,
  SelectField,
  TextAreaField,
  TextField,
} from '@tow/shared-ui/host/components';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import { OTHER_AREA, servedAreaNames } from '../served-areas.ts';
import styles from './callback.module.css';
import { newIdempotencyKey } from './idempotency-key.ts';
import { SafetyQuestion } from './SafetyQuestion.tsx';
import {
  CALLBACK_NOT_SENT_MESSAGE,
  type CallbackActionData,
  sendCallback,
} from './send-callback.ts';
import { smsLink } from './sms-link.ts';

type Enhancements = typeof import('./form-enhancements.ts');

const FORM_ID = 'callback-request-form';

/** The phone's position as the form holds it: hidden fields plus the text shown as the location. */
interface Position {
  latitude: string;
  longitude: string;
  accuracy: string;
  label: string;
}

const STATUS_ID = 'callback-status';
const URGENCY_OPTIONS = URGENCIES.map((value) => ({ value, label: URGENCY_LABELS[value] }));
const SERVICE_OPTIONS = REVIEW_SERVICE_TYPES.map((value) => ({ value, label: value }));

/**
 * The served areas (the locations table), the page's own area and the phone's position ("Near
 * Walsall (±40 m)") when missing, then "Other".
 */
function locationOptions(locations: readonly Location[], extras: (string | undefined)[]) {
  const names = servedAreaNames(locations);
  for (const extra of extras) {
    if (extra && !names.includes(extra) && extra !== OTHER_AREA) names.push(extra);
  }
  names.push(OTHER_AREA);
  return names.map((value) => ({ value, label: value }));
}

/** The earliest callback time the picker offers: now (UK time), kept current while the page is open. */
function useMinCallbackTime(): string {
  const [min, setMin] = useState(() => currentLocalDateTime());
  useEffect(() => {
    setMin(currentLocalDateTime());
    const timer = window.setInterval(() => setMin(currentLocalDateTime()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return min;
}

/** What the server writes for the form's island (src/islands/Island.tsx): plain JSON. */
export interface CallbackFormProps {
  readonly profile: BusinessProfile;
  /** The active locations; empty when the API is down (the seed's list stands in). */
  readonly locations: readonly Location[];
  readonly heading: string;
  readonly intro: string;
  /** The area pre-selected (area pages). */
  readonly defaultLocation?: string;
  readonly headingId: string;
  /** The page the form posts to when sent before its island is awake or without JavaScript. */
  readonly pathname: string;
  /** When the form opened, signed by the API ('' when it could not say). */
  readonly formStamp: string;
  /** `?service=` of the page's address: the service pre-selected. */
  readonly requestedService: string;
  /** The outcome of a plain form POST, rendered by the server. */
  readonly serverResult?: CallbackActionData;
}

/**
 * The callback request form of /contact and the area pages, an island. Until it hydrates (and
 * without JavaScript) it is a plain form POST to the page, whose route action sends it and renders
 * the outcome; once hydrated, it sends in the page and shows the outcome in place.
 */
export function CallbackFormIsland({
  profile,
  locations,
  heading,
  intro,
  defaultLocation,
  headingId,
  pathname,
  formStamp,
  requestedService,
  serverResult,
}: CallbackFormProps) {
  const [result, setResult] = useState(serverResult);
  const [submitting, setSubmitting] = useState(false);
  const min = useMinCallbackTime();
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const enhancements = useRef<Enhancements | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    const outcome = await sendCallback(form);
    setSubmitting(false);
    setResult(outcome.result);
  };

  // A new key after each success: the form starts again empty, with its defaults.
  const [formKey, setFormKey] = useState(0);
  // One Idempotency-Key per request, kept through every retry (and in the draft).
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // The failed send whose key was already replaced by an edit (see keepDraft).
  const rekeyedAfter = useRef<CallbackActionData | null>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationNote, setLocationNote] = useState('');

  const values = result && !result.ok ? result.values : undefined;
  const errors = result && !result.ok ? result.errors : {};

  // The draft and geolocation code loads with the form, then puts back what was typed before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form; a new form (formKey, after a success) starts from the cleared draft.
  useEffect(() => {
    let live = true;
    void import('./form-enhancements.ts').then((module) => {
      const form = formRef.current;
      if (!live || !form) return;
      enhancements.current = module;
      const draft = module.loadDraft();
      if (draft) {
        module.fillForm(form, draft);
        if (draft.latitude && draft.longitude) {
          setPosition({
            latitude: draft.latitude,
            longitude: draft.longitude,
            accuracy: draft.location_accuracy_m ?? '',
            label: draft.location ?? '',
          });
        }
      }
      module.saveDraft(form);
    });
    return () => {
      live = false;
    };
  }, [formKey]);

  // The outcome the server rendered is on screen already (its page opened at #callback-status):
  // only a send made in the page empties the form and moves focus to its outcome.
  useEffect(() => {
    if (!result || result === serverResult) return;
    if (result.ok) {
      enhancements.current?.clearDraft();
      setIdempotencyKey(newIdempotencyKey());
      setPosition(null);
      setLocationNote('');
      setFormKey((key) => key + 1);
    }
    statusRef.current?.focus();
  }, [result, serverResult]);

  // A send lost to the signal goes again by itself when the connection comes back.
  useEffect(() => {
    if (!result || result.ok || !result.retryable) return;
    const resend = () => formRef.current?.requestSubmit();
    window.addEventListener('online', resend, { once: true });
    return () => window.removeEventListener('online', resend);
  }, [result]);

  // The position's text becomes the chosen location once its option exists.
  useEffect(() => {
    const form = formRef.current;
    const select = form?.elements.namedItem('location');
    if (!form || !position || !(select instanceof HTMLSelectElement)) return;
    select.value = position.label;
    enhancements.current?.saveDraft(form);
  }, [position]);

  // Typing after a failed send makes it a different request: it gets a key of its own (the API
  // refuses a used key with another body; the same phone within 30 minutes still joins one row).
  const keepDraft = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const key = form.elements.namedItem('idempotency_key');
      if (
        result &&
        !result.ok &&
        rekeyedAfter.current !== result &&
        key instanceof HTMLInputElement
      ) {
        rekeyedAfter.current = result;
        key.value = newIdempotencyKey();
      }
      enhancements.current?.saveDraft(form);
    },
    [result],
  );

  const useMyLocation = async () => {
    const module = enhancements.current ?? (await import('./form-enhancements.ts'));
    setLocating(true);
    setLocationNote('');
    const found = await module.findPosition();
    setLocating(false);
    if ('problem' in found) {
      setLocationNote(found.problem);
      return;
    }
    const label = module.describePosition(found, locations);
    setPosition({
      latitude: String(found.latitude),
      longitude: String(found.longitude),
      accuracy: String(Math.round(found.accuracy)),
      label,
    });
    setLocationNote(`Location added: ${label}.`);
  };

  const onUnsafeChange = (unsafe: boolean) => {
    const form = formRef.current;
    const urgency = form?.elements.namedItem('urgency');
    if (unsafe && urgency instanceof HTMLSelectElement) urgency.value = 'emergency';
    if (form) enhancements.current?.saveDraft(form);
  };

  const serviceDefault =
    values?.service_type ??
    ((REVIEW_SERVICE_TYPES as readonly string[]).includes(requestedService)
      ? requestedService
      : '');
  const latitude = position?.latitude ?? values?.latitude ?? '';
  const longitude = position?.longitude ?? values?.longitude ?? '';
  const accuracy = position?.accuracy ?? values?.location_accuracy_m ?? '';

  return (
    <section id="callback-form" className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.intro}>{intro}</p>

      <div id={STATUS_ID} ref={statusRef} tabIndex={-1}>
        {result?.ok && (
          <div className={`${styles.status} ${styles.success}`} role="status">
            <Icon name="check" className={styles.statusIcon} />
            <div>
              <p>{result.message}</p>
              {result.reference && (
                <p className={styles.reference}>
                  Your reference: <strong>{result.reference}</strong>
                </p>
              )}
              {result.statusUrl && (
                <p className={styles.statusDetail}>
                  <a href={result.statusUrl}>See where your request stands</a>. Keep that page: it
                  shows when we are on our way.
                </p>
              )}
              <p className={styles.statusDetail}>
                Need help sooner? Call us any time on <PhoneLink phone={profile.phone} />.
              </p>
            </div>
          </div>
        )}
        {result && !result.ok && (
          <div className={`${styles.status} ${styles.failure}`} role="alert">
            <Icon name="alert-triangle" className={styles.statusIcon} />
            <div>
              <p>{result.message}</p>
              {Object.keys(result.errors).length > 0 && (
                <p className={styles.statusDetail}>Please check the fields marked below.</p>
              )}
              {result.retryable && (
                <>
                  <p className={styles.statusDetail}>
                    {CALLBACK_NOT_SENT_MESSAGE} We will send it again by ourselves when your
                    connection comes back.
                  </p>
                  <div className={styles.retryActions}>
                    <Button type="submit" form={FORM_ID} variant="primary" icon="phone">
                      Try again
                    </Button>
                    <Button
                      href={smsLink(profile.phone, {
                        name: result.values.name,
                        phone: result.values.phone,
                        location: result.values.location,
                        service_type: result.values.service_type,
                        message: result.values.message,
                        unsafe: result.values.unsafe_location === 'yes',
                      })}
                      variant="secondary"
                      icon="message"
                    >
                      Text us instead
                    </Button>
                  </div>
                </>
              )}
            </div>
          </div>
        )}
      </div>

      <p className={styles.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      <form
        key={formKey}
        id={FORM_ID}
        ref={formRef}
        method="post"
        action={`${pathname}#${STATUS_ID}`}
        onInput={keepDraft}
        onSubmit={submit}
      >
        <SafetyQuestion
          profile={profile}
          defaultChecked={values?.unsafe_location === 'yes'}
          onChange={onUnsafeChange}
        />
        <input
          type="hidden"
          name="idempotency_key"
          defaultValue={values?.idempotency_key || idempotencyKey}
          suppressHydrationWarning
        />
        <input type="hidden" name="form_stamp" defaultValue={values?.form_stamp || formStamp} />
        {/* A trap for form-filling bots: people never see or reach it. */}
        <div className={styles.trap} aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <input type="hidden" name="latitude" value={latitude} readOnly />
        <input type="hidden" name="longitude" value={longitude} readOnly />
        <input type="hidden" name="location_accuracy_m" value={accuracy} readOnly />
        <div className={styles.grid}>
          <TextField
            label="Name"
            name="name"
            required
            autoComplete="name"
            defaultValue={values?.name}
            error={errors.name}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            placeholder="07700 900123"
            defaultValue={values?.phone}
            error={errors.phone}
          />
          <TextField
            label={
              <>
                Email <span className={styles.optional}>(optional)</span>
              </>
            }
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values?.email}
            error={errors.email}
          />
          <SelectField
            label="Location"
            name="location"
            required
            placeholder="Select your location"
            options={locationOptions(locations, [
              defaultLocation,
              values?.location,
              position?.label,
            ])}
            defaultValue={values?.location ?? defaultLocation ?? ''}
            error={errors.location}
          />
          <div className={styles.locate}>
            <Button
              variant="secondary"
              icon="map-pin"
              fullWidth
              loading={locating}
              onClick={useMyLocation}
            >
              {locating ? 'Finding you...' : 'Use my location'}
            </Button>
            <p className={styles.locateNote} role="status">
              {locationNote}
            </p>
          </div>
          <SelectField
            label="Service needed"
            name="service_type"
            required
            placeholder="Select a service"
            options={SERVICE_OPTIONS}
            defaultValue={serviceDefault}
            error={errors.service_type}
          />
          <SelectField
            label="Urgency"
            name="urgency"
            options={URGENCY_OPTIONS}
            defaultValue={values?.urgency || DEFAULT_URGENCY}
            error={errors.urgency}
          />
          <TextField
            className={styles.full}
            label="Preferred callback time"
            name="preferred_callback_time"
            type="datetime-local"
            hint="Optional. Leave blank and we will call you as soon as we can."
            min={min}
            suppressHydrationWarning
            defaultValue={values?.preferred_callback_time}
            error={errors.preferred_callback_time}
          />
          <TextAreaField
            className={styles.full}
            label="Message"
            name="message"
            rows={4}
            placeholder="Your vehicle (make, model), where it is and what has happened"
            defaultValue={values?.message}
            error={errors.message}
          />
        </div>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          className={styles.submit}
          loading={submitting}
          icon="phone"
        >
          {submitting ? 'Submitting...' : 'Request Callback'}
        </Button>
        <p className={styles.privacy}>
          We only use your details to call you back. See our{' '}
          <a href="/privacy-policy">privacy policy</a>.
        </p>
      </form>
    </section>
  );
}
