import { DEFAULT_URGENCY, URGENCIES, URGENCY_LABELS } from '@tow/contracts/constants';
import type { Location } from '@tow/contracts/location';
import { Button, SelectField, TextAreaField, TextField } from '@tow/shared-ui/host/components';
import { useRef } from 'react';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import { OTHER_AREA, servedAreaNames } from '../served-areas.ts';
import { CallbackOutcome } from './CallbackOutcome.tsx';
import styles from './callback.module.css';
import { clearDraft, saveDraft } from './kept-draft.ts';
import { SafetyQuestion } from './SafetyQuestion.tsx';
import type { CallbackActionData, CallbackField } from './send-callback.ts';
import { OTHER_SERVICE, serviceOptions } from './service-options.ts';
import { useCallbackSubmission } from './use-callback-submission.ts';
import { useKeptDraft } from './use-kept-draft.ts';
import { useMinCallbackTime } from './use-min-callback-time.ts';
import { usePhonePosition } from './use-phone-position.ts';

const FORM_ID = 'callback-request-form';

const STATUS_ID = 'callback-status';
const URGENCY_OPTIONS = URGENCIES.map((value) => ({ value, label: URGENCY_LABELS[value] }));

/**
 * The served areas (the locations table), the page's own area and the phone's position ("Near
 * Walsall (±40 m)") when missing, then "Other".
 */
function locationOptions(
  locations: readonly Location[],
  known: boolean,
  extras: (string | undefined)[],
) {
  const names = servedAreaNames(locations, known);
  for (const extra of extras) {
    if (extra && !names.includes(extra) && extra !== OTHER_AREA) names.push(extra);
  }
  names.push(OTHER_AREA);
  return names.map((value) => ({ value, label: value }));
}

/** What the server writes for the form's island (src/islands/Island.tsx): plain JSON. */
export interface CallbackFormProps {
  readonly profile: BusinessProfile;
  /** The active locations. */
  readonly locations: readonly Location[];
  /** False while the API has never said which areas are served (the fixed list stands in). */
  readonly areasKnown: boolean;
  /** The active services' names, in their order. */
  readonly serviceNames: readonly string[];
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
  areasKnown,
  serviceNames,
  heading,
  intro,
  defaultLocation,
  headingId,
  pathname,
  formStamp,
  requestedService,
  serverResult,
}: CallbackFormProps) {
  const min = useMinCallbackTime();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const phone = usePhonePosition(formRef, locations);
  const { result, submitting, submit, formKey, idempotencyKey } = useCallbackSubmission(
    serverResult,
    { form: formRef, status: statusRef },
    () => {
      clearDraft();
      phone.forget();
    },
  );
  const { keepDraft } = useKeptDraft(formRef, { formKey, result }, phone.setPosition);

  const values = result && !result.ok ? result.values : undefined;
  const errors = result && !result.ok ? result.errors : {};
  /** A text field's name, and what the driver typed in it and its error after a refused send. */
  const typed = (name: CallbackField) => ({
    name,
    defaultValue: values?.[name],
    error: errors[name],
  });

  const onUnsafeChange = (unsafe: boolean) => {
    const form = formRef.current;
    const urgency = form?.elements.namedItem('urgency');
    if (unsafe && urgency instanceof HTMLSelectElement) urgency.value = 'emergency';
    if (form) saveDraft(form);
  };

  const serviceDefault =
    values?.service_type ??
    (serviceNames.includes(requestedService) || requestedService === OTHER_SERVICE
      ? requestedService
      : '');
  const { position } = phone;
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
        <CallbackOutcome profile={profile} result={result} formId={FORM_ID} />
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
          <TextField label="Name" {...typed('name')} required autoComplete="name" />
          <TextField
            label="Phone"
            {...typed('phone')}
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            placeholder="07700 900123"
          />
          <TextField
            label={
              <>
                Email <span className={styles.optional}>(optional)</span>
              </>
            }
            {...typed('email')}
            type="email"
            autoComplete="email"
          />
          <SelectField
            label="Location"
            name="location"
            required
            placeholder="Select your location"
            options={locationOptions(locations, areasKnown, [
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
              loading={phone.locating}
              onClick={phone.locate}
            >
              {phone.locating ? 'Finding you...' : 'Use my location'}
            </Button>
            <p className={styles.locateNote} role="status">
              {phone.note}
            </p>
          </div>
          <SelectField
            label="Service needed"
            name="service_type"
            required
            placeholder="Select a service"
            options={serviceOptions(serviceNames, values?.service_type)}
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
            {...typed('preferred_callback_time')}
            type="datetime-local"
            hint="Optional. Leave blank and we will call you as soon as we can."
            min={min}
            suppressHydrationWarning
          />
          <TextAreaField
            className={styles.full}
            label="Message"
            {...typed('message')}
            rows={4}
            placeholder="Your vehicle (make, model), where it is and what has happened"
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
