import type { Location } from '@tow/contracts/location';
import type { Service } from '@tow/contracts/service';
import { Icon, type IconName, PhoneLink } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import type { CoverageOutcome } from '../../data/coverage.ts';
import { addressLine, type BusinessProfile } from '../../lib/business-profile.ts';
import { AreaLinks } from '../../shared/AreaLinks.tsx';
import { CallbackForm } from '../../shared/callback/CallbackForm.tsx';
import { CoverageCheck } from '../../shared/coverage-check/CoverageCheck.tsx';
import { PageHero } from '../../shared/PageHero.tsx';
import { PageSection } from '../../shared/PageSection.tsx';
import page from '../../shared/page.module.css';
import type { ShownText } from '../../shared/site-text.ts';
import styles from './contact.module.css';

/** One way to reach us: its icon (named for screen readers), what it is, and the detail. */
function ContactDetail({
  icon,
  iconTitle,
  label,
  children,
}: {
  icon: IconName;
  iconTitle: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={`${page.iconFact} ${styles.detail}`}>
      <dt>
        <Icon name={icon} title={iconTitle} />
      </dt>
      <dd className={styles.detailLabel}>{label}</dd>
      <dd>{children}</dd>
    </div>
  );
}

export function ContactPage({
  profile,
  hero,
  locations,
  areasKnown,
  services,
  formStamp,
  coverage,
}: {
  profile: BusinessProfile;
  /** The owner's words: the `contact-hero` site text. */
  hero: ShownText;
  locations: readonly Location[];
  /** False while the API has never said which areas are served. */
  areasKnown: boolean;
  services: readonly Pick<Service, 'name'>[];
  formStamp: string;
  coverage: CoverageOutcome | null;
}) {
  const covering = coverage?.kind === 'answer' ? coverage.answer.area : null;
  return (
    <main id="main">
      <PageHero eyebrow="Open 24/7 · 365 days a year" text={hero}>
        <PhoneLink
          className={styles.stuck}
          phone={profile.phone}
          variant="banner"
          label="Stuck right now? Call"
        />
      </PageHero>

      <PageSection className={styles.layout}>
        <CallbackForm
          profile={profile}
          locations={locations}
          areasKnown={areasKnown}
          services={services}
          formStamp={formStamp}
          {...(covering ? { defaultLocation: covering.name } : {})}
        />

        <aside className={styles.aside} aria-label="Other ways to reach us">
          {/* Beside the form on a wide screen, after it on a phone: it never pushes the form down. */}
          <CoverageCheck phone={profile.phone} outcome={coverage} look="panel" />
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
              <ContactDetail icon="phone" iconTitle="Phone" label="24/7 emergency line">
                <PhoneLink phone={profile.phone} icon={false} />
              </ContactDetail>
              <ContactDetail icon="mail" iconTitle="Email" label="Email (non-urgent)">
                <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </ContactDetail>
              <ContactDetail icon="clock" iconTitle="Opening hours" label="Opening hours">
                {profile.openingText || '24 hours a day, 365 days a year'}
              </ContactDetail>
              {addressLine(profile.address) && (
                <ContactDetail icon="map-pin" iconTitle="Address" label="Where we are">
                  {addressLine(profile.address)}
                </ContactDetail>
              )}
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
