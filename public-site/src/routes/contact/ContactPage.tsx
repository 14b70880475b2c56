import type { Location } from '@tow/contracts/location';
import { Icon, PhoneLink } from '@tow/shared-ui/host/components';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import { AreaLinks } from '../../shared/AreaLinks.tsx';
import { CallbackForm } from '../../shared/callback/CallbackForm.tsx';
import { PageHero } from '../../shared/PageHero.tsx';
import { PageSection } from '../../shared/PageSection.tsx';
import page from '../../shared/page.module.css';
import styles from './contact.module.css';

export function ContactPage({
  profile,
  locations,
  formStamp,
}: {
  profile: BusinessProfile;
  locations: readonly Location[];
  formStamp: string;
}) {
  return (
    <main id="main">
      <PageHero
        eyebrow="Open 24/7 · 365 days a year"
        title="Contact us"
        lead="Ask for a callback and a member of our team will ring you back. If you are stranded or in an unsafe place, do not wait: call us now."
      >
        <PhoneLink
          className={styles.stuck}
          phone={profile.phone}
          variant="banner"
          label="Stuck right now? Call"
        />
      </PageHero>

      <PageSection className={styles.layout}>
        <CallbackForm profile={profile} locations={locations} formStamp={formStamp} />

        <aside className={styles.aside} aria-label="Other ways to reach us">
          <div className={`${page.card} ${styles.panel}`}>
            <h2>What happens next</h2>
            <ol className={`${page.list} ${styles.steps}`}>
              <li>
                <div>
                  <strong>We get your request straight away</strong>
                  <span>Our team sees it the moment you send it.</span>
                </div>
              </li>
              <li>
                <div>
                  <strong>We call you back</strong>
                  <span>As soon as we can, or at the time you chose.</span>
                </div>
              </li>
              <li>
                <div>
                  <strong>You get a clear quote</strong>
                  <span>Agreed by phone before we set off. No obligation.</span>
                </div>
              </li>
            </ol>
          </div>

          <div className={`${page.card} ${styles.panel}`}>
            <h2>Contact details</h2>
            <dl className={page.iconFacts}>
              <div className={`${page.iconFact} ${styles.detail}`}>
                <dt>
                  <Icon name="phone" title="Phone" />
                </dt>
                <dd className={styles.detailLabel}>24/7 emergency line</dd>
                <dd>
                  <PhoneLink phone={profile.phone} icon={false} />
                </dd>
              </div>
              <div className={`${page.iconFact} ${styles.detail}`}>
                <dt>
                  <Icon name="mail" title="Email" />
                </dt>
                <dd className={styles.detailLabel}>Email (non-urgent)</dd>
                <dd>
                  <a href={`mailto:${profile.email}`}>{profile.email}</a>
                </dd>
              </div>
              <div className={`${page.iconFact} ${styles.detail}`}>
                <dt>
                  <Icon name="clock" title="Opening hours" />
                </dt>
                <dd className={styles.detailLabel}>Opening hours</dd>
                <dd>24 hours a day, 365 days a year</dd>
              </div>
            </dl>
          </div>

          {locations.length > 0 && (
            <div className={`${page.card} ${styles.panel}`}>
              <h2>Areas we cover</h2>
              <AreaLinks locations={locations} />
            </div>
          )}
        </aside>
      </PageSection>
    </main>
  );
}
