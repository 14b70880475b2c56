import { Button, Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { useRootData } from '../../routes/root-data.ts';
import styles from './page.module.css';

/** "Stranded right now?": the emergency number as a large tap target, plus the callback route. */
export function EmergencyCallBlock({
  heading,
  text,
  callbackLabel,
  headingId = 'emergency-call-heading',
}: {
  heading: string;
  text: string;
  callbackLabel?: string;
  headingId?: string;
}) {
  const { profile } = useRootData();
  return (
    <section className={styles.emergency} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.emergencyHeading}>
          <Icon name="alert-triangle" />
          <span>{heading}</span>
        </h2>
        <p className={styles.emergencyText}>{text}</p>
      </div>
      <div className={styles.emergencyActions}>
        <PhoneLink phone={profile.phone} variant="banner" label="Tap to call · 24/7" />
        {callbackLabel && (
          <Button href="/contact" variant="secondary" size="lg" fullWidth>
            {callbackLabel}
          </Button>
        )}
      </div>
    </section>
  );
}
