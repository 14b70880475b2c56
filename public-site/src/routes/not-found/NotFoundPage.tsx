import { PhoneLink } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import page from '../../shared/page.module.css';
import styles from './not-found.module.css';

/** A real 404 that still puts the emergency number one tap away. */
export function NotFoundPage({ profile }: { profile: BusinessProfile }) {
  return (
    <main id="main" className={styles.wrap}>
      <div className={page.container}>
        <div className={styles.inner}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <span className={styles.stripe} aria-hidden="true" />
          <h1 className={styles.title}>Page not found</h1>
          <p className={styles.text}>
            The page you were looking for is not here. If you have broken down or need recovery, we
            are still here: call us any time, day or night.
          </p>
          <PhoneLink
            className={styles.call}
            phone={profile.phone}
            variant="banner"
            label="24/7 emergency line"
          />
          <nav aria-label="Helpful links">
            <ul className={`${page.list} ${page.centredRow} ${styles.links}`}>
              <li>
                <Link to="/">Home page</Link>
              </li>
              <li>
                <Link to="/services">Our services</Link>
              </li>
              <li>
                <Link to="/contact">Request a callback</Link>
              </li>
              <li>
                <Link to="/faq">FAQ</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
