import type { Location } from '@tow/contracts/location';
import type { Service } from '@tow/contracts/service';
import { Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import type { CoverageOutcome } from '../../data/coverage.ts';
import { type BusinessProfile, copyFiller } from '../../lib/business-profile.ts';
import { CallAndCallbackButtons } from '../../shared/CallAndCallbackButtons.tsx';
import { CoverageCheck } from '../../shared/coverage-check/CoverageCheck.tsx';
import { EmergencyCallSection } from '../../shared/EmergencyCallBlock.tsx';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { paragraphsOf } from '../../shared/format.ts';
import { PageHero } from '../../shared/PageHero.tsx';
import { PageSection } from '../../shared/PageSection.tsx';
import page from '../../shared/page.module.css';
import { ServiceImage } from '../../shared/ServiceImage.tsx';
import { serviceCardIcon } from '../../shared/service-images.ts';
import { SERVICE_PROMISE, SERVICES_AREAS, SERVICES_PAGE_INTRO } from './content.ts';
import styles from './services.module.css';

export interface ServicesData {
  readonly services: Service[];
}

function ServiceRow({
  profile,
  service,
  index,
}: {
  profile: BusinessProfile;
  service: Service;
  index: number;
}) {
  const headingId = `service-${service.id}-name`;
  return (
    <article id={`service-${service.id}`} className={styles.row} aria-labelledby={headingId}>
      <figure className={styles.media}>
        <ServiceImage
          service={service}
          assetsUrl={profile.assetsUrl}
          sizes="(min-width: 64em) 36rem, (min-width: 48em) 50vw, calc(100vw - 2rem)"
          eager={index === 0}
        />
        <span className={styles.number} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
      </figure>
      <div className={styles.body}>
        <div className={styles.nameRow}>
          <span className={styles.icon}>
            <Icon name={serviceCardIcon(service.icon)} />
          </span>
          <h2 id={headingId} className={styles.name}>
            {service.name}
          </h2>
        </div>
        <div className={styles.description}>
          {paragraphsOf(service.description).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {service.features.length > 0 && (
          <>
            <h3 className={styles.featuresHeading}>What's included</h3>
            <ul className={`${page.list} ${page.tickList} ${styles.features}`}>
              {service.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" className={styles.tick} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className={styles.price}>
          <span className={page.label}>Price</span>
          <span className={styles.priceText}>
            {service.price_text.trim() || SERVICES_PAGE_INTRO.priceFallback}
          </span>
        </p>
        <div className={`${page.actions} ${styles.actions}`}>
          <CallAndCallbackButtons phone={profile.phone} />
        </div>
      </div>
    </article>
  );
}

export function ServicesPage({
  profile,
  services,
  locations,
  coverage,
}: ServicesData & {
  profile: BusinessProfile;
  locations: readonly Location[];
  coverage: CoverageOutcome | null;
}) {
  const fill = copyFiller(profile);
  return (
    <main id="main">
      <PageHero
        eyebrow={`24/7 · ${profile.region.region_short}`}
        title={SERVICES_PAGE_INTRO.heading}
        check={<CoverageCheck phone={profile.phone} outcome={coverage} />}
        lead={fill(SERVICES_PAGE_INTRO.text)}
      >
        <CallAndCallbackButtons phone={profile.phone} />
      </PageHero>

      <PageSection label="Our services">
        {services.length === 0 ? (
          <EmptyState
            icon="truck"
            title="Our service list is being updated"
            text={`We are still on call 24/7. Ring ${profile.phone} and we will tell you straight away how we can help.`}
          >
            <PhoneLink phone={profile.phone} variant="button" />
          </EmptyState>
        ) : (
          <>
            <nav aria-label="Jump to a service">
              <ul className={`${page.pills} ${styles.jump}`}>
                {services.map((service) => (
                  <li key={service.id}>
                    <a href={`#service-${service.id}`}>{service.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.rows} style={{ marginTop: 'var(--space-7)' }}>
              {services.map((service, index) => (
                <ServiceRow key={service.id} profile={profile} service={service} index={index} />
              ))}
            </div>
          </>
        )}
      </PageSection>

      <PageSection
        id="service-promise"
        heading={SERVICE_PROMISE.heading}
        intro={SERVICE_PROMISE.intro}
        alt
      >
        <ul className={`${page.list} ${page.cardGrid}`}>
          {SERVICE_PROMISE.promises.map((promise) => (
            <li key={promise.title} className={`${page.card} ${styles.promise}`}>
              <span className={`${page.disc} ${styles.promiseIcon}`}>
                <Icon name="check" />
              </span>
              <div>
                <h3>{promise.title}</h3>
                <p>{fill(promise.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="services-areas"
        heading={SERVICES_AREAS.heading}
        intro={fill(SERVICES_AREAS.text)}
      >
        {locations.length > 0 && (
          <ul className={`${page.list} ${page.outlinePills} ${styles.areas}`}>
            {locations.map((location) => (
              <li key={location.id}>
                <Link to={`/areas/${location.slug}`}>
                  <Icon name="map-pin" />
                  <span>{location.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <EmergencyCallSection profile={profile} flush />
    </main>
  );
}
