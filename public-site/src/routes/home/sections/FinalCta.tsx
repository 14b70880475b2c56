import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import { CallOrCallbackActions } from '../../../shared/CallOrCallbackActions.tsx';
import { HOME_FINAL_CTA } from '../content.ts';
import styles from './sections.module.css';

/** The last call to action. */
export function FinalCta({ profile }: { profile: BusinessProfile }) {
  return (
    <section className={styles.cta} aria-labelledby="home-cta">
      <div className={`container ${styles.ctaInner}`}>
        <h2 id="home-cta">{HOME_FINAL_CTA.heading}</h2>
        <p>{fillCopy(HOME_FINAL_CTA.text, profile)}</p>
        <CallOrCallbackActions
          phone={profile.phone}
          callLabel={fillCopy(HOME_FINAL_CTA.callLabel, profile)}
          callbackLabel={HOME_FINAL_CTA.callbackLabel}
          classNames={{
            actions: styles.ctaActions,
            call: styles.ctaCall,
            callback: styles.ctaCallback,
          }}
        />
      </div>
    </section>
  );
}
