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
import { useEffect, useRef, useState } from 'react';
import {
  Form,
  Link,
  useActionData,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router-dom';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import { OTHER_AREA, servedAreaNames } from '../served-areas.ts';
import styles from './callback.module.css';
import type { CallbackActionData } from './callback-action.ts';

const STATUS_ID = 'callback-status';
const URGENCY_OPTIONS = URGENCIES.map((value) => ({ value, label: URGENCY_LABELS[value] }));
const SERVICE_OPTIONS = REVIEW_SERVICE_TYPES.map((value) => ({ value, label: value }));

/** The served areas (the locations table), the page's own area if missing, then "Other". */
function locationOptions(locations: readonly Location[], extra: string | undefined) {
  const names = servedAreaNames(locations);
  if (extra && !names.includes(extra) && extra !== OTHER_AREA) names.push(extra);
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

/**
 * The callback request form of /contact and the area pages. A react-router <Form>: with
 * JavaScript the route's action runs in the browser; without it the browser posts the same form
 * to the page and the server runs the same action and renders the outcome.
 */
export function CallbackForm({
  profile,
  locations,
  heading = 'Request a callback',
  intro = 'Leave your details and we will call you back. For an emergency, please call us instead.',
  defaultLocation,
  headingId = 'callback-form-heading',
}: {
  profile: BusinessProfile;
  /** The active locations; empty when the API is down (the seed's list stands in). */
  locations: readonly Location[];
  heading?: string;
  intro?: string;
  /** The area pre-selected (area pages). */
  defaultLocation?: string;
  headingId?: string;
}) {
  const result = useActionData() as CallbackActionData | undefined;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const submitting = navigation.state === 'submitting';
  const min = useMinCallbackTime();
  const statusRef = useRef<HTMLDivElement>(null);
  // A new key after each success: the form starts again empty, with its defaults.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (!result) return;
    if (result.ok) setFormKey((key) => key + 1);
    statusRef.current?.focus();
  }, [result]);

  const values = result && !result.ok ? result.values : undefined;
  const errors = result && !result.ok ? result.errors : {};
  const requestedService = searchParams.get('service') ?? '';
  const serviceDefault =
    values?.service_type ??
    ((REVIEW_SERVICE_TYPES as readonly string[]).includes(requestedService)
      ? requestedService
      : '');

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
            </div>
          </div>
        )}
      </div>

      <p className={styles.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      <Form key={formKey} method="post" action={`${pathname}#${STATUS_ID}`}>
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
            options={locationOptions(locations, defaultLocation)}
            defaultValue={values?.location ?? defaultLocation ?? ''}
            error={errors.location}
          />
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
          <Link to="/privacy-policy">privacy policy</Link>.
        </p>
      </Form>
    </section>
  );
}
