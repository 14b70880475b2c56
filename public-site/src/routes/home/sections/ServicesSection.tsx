import type { Service } from '@tow/contracts/service';
import { Button, Icon } from '@tow/shared-ui/host/components';
import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import page from '../../../shared/page.module.css';
import { HOME_LIMITS, HOME_SERVICES } from '../content.ts';
import { HomeSection } from './HomeSection.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import styles from './ServicesSection.module.css';

/** The services section's frame: heading, intro and the three reassurance ticks. */
export function ServicesSection({
  profile,
  children,
}: {
  profile: BusinessProfile;
  children: React.ReactNode;
}) {
  return (
    <HomeSection
      id="home-services"
      eyebrow="What we do"
      heading={HOME_SERVICES.heading}
      intro={fillCopy(HOME_SERVICES.intro, profile)}
      headExtra={
        <ul className={`${page.list} ${page.centredRow} ${styles.ticks}`}>
          {HOME_SERVICES.reassurances.map((text) => (
            <li key={text}>
              <Icon name="check" className={styles.tickIcon} />
              {text}
            </li>
          ))}
        </ul>
      }
    >
      {children}
    </HomeSection>
  );
}

/** At most the first 8 services, and "View All N Services" when there are more. */
export function ServicesGrid({
  profile,
  services,
}: {
  profile: BusinessProfile;
  services: Service[];
}) {
  const shown = services.slice(0, HOME_LIMITS.services);
  const more = services.length > HOME_LIMITS.services;
  return (
    <>
      {shown.length === 0 ? (
        <p className={styles.empty}>
          Our full list of services is not available right now. Call {profile.phone} and we will
          tell you how we can help.
        </p>
      ) : (
        <div className={`${page.cardGrid} ${page.cardGrid4} ${styles.grid}`}>
          {shown.map((service) => (
            <ServiceCard key={service.id} service={service} assetsUrl={profile.assetsUrl} />
          ))}
        </div>
      )}
      <p className={styles.viewAll}>
        <Button href="/services" variant="primary" size="lg">
          {more
            ? fillCopy(HOME_SERVICES.viewAllWithCountLabel, profile, {
                count: String(services.length),
              })
            : HOME_SERVICES.viewAllLabel}
        </Button>
      </p>
    </>
  );
}
