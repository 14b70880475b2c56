import { PhoneLink } from '@tow/shared-ui/host/components';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import page from '../../shared/page.module.css';
import styles from './request-status.module.css';

/** The status page's answer when one connection asked too often (HTTP 429). */
export function TooManyLookUps({ profile }: { profile: BusinessProfile }) {
  return (
    <main id="main" className={styles.main}>
      <div className={`${page.container} ${styles.column}`}>
        <h1>Too many look-ups</h1>
        <p>
          This connection has checked request pages too often. Please wait a few minutes and try
          again, or call us: we answer day and night.
        </p>
        <PhoneLink className={styles.call} phone={profile.phone} variant="banner" label="Call us" />
      </div>
    </main>
  );
}
