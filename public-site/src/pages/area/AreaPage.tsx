import type { Location } from '@tow/contracts/location';
import type { Service } from '@tow/contracts/service';
import { Button, Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { Link, useLoaderData } from 'react-router-dom';
import { CallbackForm } from '../../callback/CallbackForm.tsx';
import { useRootData } from '../../routes/root-data.ts';
import { paragraphsOf } from '../services/ServicesPage.tsx';
import { EmergencyCallBlock } from '../shared/EmergencyCallBlock.tsx';
import { PageHero } from '../shared/PageHero.tsx';
import page from '../shared/page.module.css';
import { ServiceImage } from '../shared/ServiceImage.tsx';
import styles from './area.module.css';

export interface AreaData {
  readonly location: Location;
  readonly services: Service[];
  readonly otherLocations: Location[];
}

export function AreaPage() {
  const { location, services, otherLocations } = useLoaderData() as AreaData;
  const { profile } = useRootData();
  const description = paragraphsOf(location.description);
  return (
    <main id="main">
      <PageHero
        eyebrow={
          <>
            <Icon name="map-pin" /> {location.name} · 24/7
          </>
        }
        title={`Towing & recovery in ${location.name}`}
        lead={`Broken down, had an accident or run out of fuel in ${location.name}? Our local team is on call 24 hours a day, 365 days a year.`}
      >
        <PhoneLink phone={profile.phone} variant="button" label={`Call ${profile.phone}`} />
        <Button href="#callback-form" variant="secondary">
          Request Callback
        </Button>
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
              <ul className={styles.grid}>
                {services.map((service) => (
                  <li key={service.id}>
                    <Link to={`/services#service-${service.id}`} className={styles.card}>
                      <ServiceImage service={service} />
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
            heading={`Stranded in ${location.name} right now?`}
            text={`Call our emergency line on ${profile.phone}. We are open 24/7, 365 days a year, and send the nearest available truck.`}
          />

          <div className={styles.formWrap}>
            <CallbackForm
              heading={`Request a callback in ${location.name}`}
              defaultLocation={location.name}
            />
          </div>

          {otherLocations.length > 0 && (
            <section aria-labelledby="area-others">
              <h2 id="area-others" className={page.sectionHeading}>
                Other areas we cover
              </h2>
              <ul className={page.pills}>
                {otherLocations.map((other) => (
                  <li key={other.id}>
                    <Link to={`/areas/${other.slug}`}>{other.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </main>
  );
}
