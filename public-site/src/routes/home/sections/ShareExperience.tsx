import { Button } from '@tow/shared-ui/host/components';
import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import { SHARE_EXPERIENCE } from '../../../shared/copy.ts';
import styles from './sections.module.css';

/** Ask happy customers for a Google review. */
export function ShareExperience({ profile }: { profile: BusinessProfile }) {
  return (
    <section className="section" aria-labelledby="home-share">
      <div className="container">
        <div className={styles.share}>
          <div>
            <h2 id="home-share">{SHARE_EXPERIENCE.heading}</h2>
            <p>{fillCopy(SHARE_EXPERIENCE.text, profile)}</p>
          </div>
          {profile.googleReviewUrl && (
            <Button
              href={profile.googleReviewUrl}
              target="_blank"
              rel="noopener"
              variant="primary"
              size="lg"
              icon="star"
            >
              {SHARE_EXPERIENCE.buttonLabel}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
