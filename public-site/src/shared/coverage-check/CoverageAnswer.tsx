import { Button, Icon, PhoneLink } from '@tow/shared-ui/host/components';
import type { CoverageOutcome } from '../../data/coverage.ts';
import styles from './coverage.module.css';
import { areaCallbackHref } from './coverage-links.ts';

/**
 * What a coverage check says: "Yes, we cover Birmingham" with the call button and the callback
 * form of that area, "Outside our usual area — call us anyway" with the call button, or (the
 * API could not say) the call button alone. A postcode that is not one is the form's error.
 */
export function CoverageAnswer({
  outcome,
  phone,
}: {
  outcome: Exclude<CoverageOutcome, { kind: 'invalid' }>;
  phone: string;
}) {
  const call = <PhoneLink phone={phone} variant="button" label={`Call ${phone}`} />;
  if (outcome.kind === 'unavailable') {
    return (
      <div className={`${styles.answer} ${styles.unknown}`}>
        <p className={styles.headline}>We could not check your postcode just now</p>
        <p className={styles.detail}>Call us: we will tell you straight away.</p>
        <div className={styles.actions}>{call}</div>
      </div>
    );
  }
  const { answer } = outcome;
  const place = answer.postcode ?? answer.district;
  if (answer.covered && answer.area) {
    return (
      <div className={`${styles.answer} ${styles.yes}`}>
        <p className={styles.headline}>
          <Icon name="check" className={styles.icon} /> Yes, we cover {answer.area.name}
        </p>
        <p className={styles.detail}>
          {place} is in our {answer.area.name} area. Call us now, or ask us to call you back.
        </p>
        <div className={styles.actions}>
          {call}
          <Button href={areaCallbackHref(answer.area.slug, place)} variant="secondary">
            Request a callback in {answer.area.name}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles.answer} ${styles.outside}`}>
      <p className={styles.headline}>
        <Icon name="map-pin" className={styles.icon} /> Outside our usual area — call us anyway
      </p>
      <p className={styles.detail}>
        {place} is outside the areas we usually cover, but we often travel further for a breakdown
        or a tow. Call us and we will tell you straight away.
      </p>
      <div className={styles.actions}>{call}</div>
    </div>
  );
}
