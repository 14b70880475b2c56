import { Button, Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { type BusinessProfile, copyFiller } from '../lib/business-profile.ts';
import { EMERGENCY_CALL } from './copy.ts';
import { PageSection } from './PageSection.tsx';
import styles from './page.module.css';

/** "Stranded right now?": the emergency number as a large tap target, plus the callback route. */
export function EmergencyCallBlock({
  phone,
  heading,
  text,
  callbackLabel,
  headingId = 'emergency-call-heading',
}: {
  /** The emergency line, as it is shown. */
  phone: string;
  heading: string;
  text: string;
  callbackLabel?: string;
  headingId?: string;
}) {
  return (
    <section className={`${styles.band} ${styles.emergency}`} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.emergencyHeading}>
          <Icon name="alert-triangle" />
          <span>{heading}</span>
        </h2>
        <p className={styles.emergencyText}>{text}</p>
      </div>
      <div className={styles.emergencyActions}>
        <PhoneLink phone={phone} variant="banner" label="Tap to call · 24/7" />
        {callbackLabel && (
          <Button href="/contact" variant="secondary" size="lg" fullWidth>
            {callbackLabel}
          </Button>
        )}
      </div>
    </section>
  );
}

/** The "Stranded right now?" band that ends the about and services pages. */
export function EmergencyCallSection({
  profile,
  flush = false,
}: {
  profile: BusinessProfile;
  /** No space above: the band before it already has some. */
  flush?: boolean;
}) {
  return (
    <PageSection flush={flush}>
      <EmergencyCallBlock
        phone={profile.phone}
        heading={EMERGENCY_CALL.heading}
        text={copyFiller(profile)(EMERGENCY_CALL.text)}
        callbackLabel={EMERGENCY_CALL.callbackLabel}
      />
    </PageSection>
  );
}
