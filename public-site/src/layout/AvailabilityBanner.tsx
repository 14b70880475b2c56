import { type Availability, availabilityNotice } from '@tow/contracts/availability';
import { Icon } from '@tow/shared-ui/host/components';
import { AVAILABILITY_EXPIRES_ATTRIBUTE } from '../page-script/availability-expiry.ts';
import styles from './AvailabilityBanner.module.css';

const ICONS = {
  busy: 'clock',
  severe_weather: 'alert-triangle',
  limited: 'alert-triangle',
} as const;

/**
 * What the company can promise right now, above everything on every page: "Busy right now:
 * about 60 minutes to reach you". Nothing in the normal state. It carries its expiry, so an open
 * page (or one kept a moment too long) drops it by itself (page-script/availability-expiry.ts).
 */
export function AvailabilityBanner({ availability }: { availability: Availability | null }) {
  const notice = availability && availabilityNotice(availability);
  if (!availability || !notice || availability.state === 'normal') return null;
  return (
    <div
      className={`${styles.banner} ${styles[availability.state]}`}
      role="status"
      {...{ [AVAILABILITY_EXPIRES_ATTRIBUTE]: availability.expires_at ?? undefined }}
    >
      <div className={`container ${styles.inner}`}>
        <Icon name={ICONS[availability.state]} className={styles.icon} />
        <p className={styles.text}>
          <strong className={styles.headline}>{notice.headline}</strong>
          {notice.detail && <span className={styles.detail}>{notice.detail}</span>}
        </p>
      </div>
    </div>
  );
}
