import { PhoneLink } from '@tow/shared-ui/host/components';
import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import { LinkButton } from '../../../shared/LinkButton.tsx';
import { HOME_FINAL_CTA } from '../content.ts';
import styles from './sections.module.css';

/** The last call to action. */
export function FinalCta({ profile }: { profile: BusinessProfile }) {
  return (
    <section className={styles.cta} aria-labelledby="home-cta">
      <div className={`container ${styles.ctaInner}`}>
        <h2 id="home-cta">{HOME_FINAL_CTA.heading}</h2>
        <p>{fillCopy(HOME_FINAL_CTA.text, profile)}</p>
        <div className={styles.ctaActions}>
          <PhoneLink
            phone={profile.phone}
            variant="button"
            label={fillCopy(HOME_FINAL_CTA.callLabel, profile)}
            className={styles.ctaCall}
          />
          <LinkButton to="/contact" variant="secondary" size="lg" className={styles.ctaCallback}>
            {HOME_FINAL_CTA.callbackLabel}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
