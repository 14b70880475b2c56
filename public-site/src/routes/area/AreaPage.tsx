import type { Location } from '@tow/contracts/location';
import type { Service } from '@tow/contracts/service';
import { Icon } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import type { CoverageOutcome } from '../../data/coverage.ts';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import { AreaLinks } from '../../shared/AreaLinks.tsx';
import { CallAndCallbackButtons } from '../../shared/CallAndCallbackButtons.tsx';
import { CallbackForm } from '../../shared/callback/CallbackForm.tsx';
import { CoverageCheck } from '../../shared/coverage-check/CoverageCheck.tsx';
import { EmergencyCallBlock } from '../../shared/EmergencyCallBlock.tsx';
import { paragraphsOf } from '../../shared/format.ts';
import { PageHero } from '../../shared/PageHero.tsx';
import page from '../../shared/page.module.css';
import { ServiceImage } from '../../shared/ServiceImage.tsx';
import type { ShownText } from '../../shared/site-text.ts';
import styles from './area.module.css';

export interface AreaData {
  readonly location: Location;
  readonly services: Service[];
  /** Every active location: the form's choices and, but for this one, the links at the end. */
  readonly locations: Location[];
  /** The callback form's opening time, signed by the API. */
  readonly formStamp: string;
}

export function AreaPage({
  profile,
  hero,
  location,
  services,
  locations,
  formStamp,
  coverage,
}: AreaData & {
  profile: BusinessProfile;
  /** The owner's words for this area's page: its `area-{id}` site text. */
  hero: ShownText;
  coverage: CoverageOutcome | null;
}) {
  const otherLocations = locations.filter((l) => l.id !== location.id);
  const description = paragraphsOf(location.description);
  return (
    <main id="main">
      <PageHero
        eyebrow={
          <>
            <Icon name="map-pin" /> {location.name} · 24/7
          </>
        }
        text={hero}
        check={<CoverageCheck phone={profile.phone} outcome={coverage} />}
      >
        <CallAndCallbackButtons phone={profile.phone} callbackHref="#callback-form" />
      </PageHero>

      <div className={page.section}>
        <div className={`${page.container} ${styles.layout}`}>
          {description.length > 0 && (
            <section aria-labelledby="area-about" className={styles.description}>
              <h2 id="area-about" className={page.sectionHeading}>
                Local help in {location.name}
              </h2>
              {description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          )}

          {services.length > 0 && (
            <section aria-labelledby="area-services">
              <h2 id="area-services" className={page.sectionHeading}>
                Our services in {location.name}
              </h2>
              <p className={page.sectionIntro}>
                Every job is quoted by phone before we set off. Tap a service for the details.
              </p>
              <ul className={`${page.list} ${page.cardGrid}`}>
                {services.map((service) => (
                  <li key={service.id}>
                    <Link
                      to={`/services#service-${service.id}`}
                      className={`${page.tile} ${page.lift} ${styles.card}`}
                    >
                      <ServiceImage
                        service={service}
                        assetsUrl={profile.assetsUrl}
                        sizes="(min-width: 64em) 24rem, (min-width: 40em) 50vw, calc(100vw - 2rem)"
                      />
                      <div className={styles.cardBody}>
                        <h3>{service.name}</h3>
                        <p>{service.short_description}</p>
                        <span className={styles.more}>
                          More about {service.name}
                          <Icon name="chevron-down" style={{ transform: 'rotate(-90deg)' }} />
                        </span>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <EmergencyCallBlock
            phone={profile.phone}
            heading={`Stranded in ${location.name} right now?`}
            text={`Call our emergency line on ${profile.phone}. We are open 24/7, 365 days a year, and send the nearest available truck.`}
          />

          <div className={styles.formWrap}>
            <CallbackForm
              heading={`Request a callback in ${location.name}`}
              defaultLocation={location.name}
              locations={locations}
              services={services}
              profile={profile}
              formStamp={formStamp}
            />
          </div>

          {otherLocations.length > 0 && (
            <section aria-labelledby="area-others">
              <h2 id="area-others" className={page.sectionHeading}>
                Other areas we cover
              </h2>
              <AreaLinks locations={otherLocations} />
            </section>
          )}
        </div>
      </div>
    </main>
  );
}
