import type { Service } from '@tow/contracts/service';
import { Icon } from '@tow/shared-ui/host/components';
import { serviceHref } from '../../../shared/links.ts';
import { MediaPicture } from '../../../shared/MediaPicture.tsx';
import page from '../../../shared/page.module.css';
import {
  DEFAULT_SERVICE_IMAGE,
  serviceCardIcon,
  serviceImageKey,
} from '../../../shared/service-images.ts';
import { HOME_LIMITS, HOME_SERVICES } from '../content.ts';
import { CardLink } from './CardLink.tsx';
import styles from './ServicesSection.module.css';

/**
 * One service on the home page: illustration, icon, name, short description, first 3 features. A
 * picture that fails to load becomes the towing picture (src/page-script/image-fallbacks.ts). The
 * picture waits until the page has loaded (ServicesSection.module.css): the first card is within
 * a phone's lazy-loading distance of the hero.
 */
export function ServiceCard({ service, assetsUrl }: { service: Service; assetsUrl: string }) {
  const fallback = `${assetsUrl}illustrations/${DEFAULT_SERVICE_IMAGE}.svg`;
  const titleId = `home-service-${service.id}`;
  return (
    <article className={`${page.tile} ${page.lift} ${styles.card}`} aria-labelledby={titleId}>
      <div className={styles.figure}>
        {service.image ? (
          <MediaPicture
            image={service.image}
            sizes="(min-width: 64em) 18rem, (min-width: 40em) 50vw, calc(100vw - 2rem)"
          />
        ) : (
          <img
            src={`${assetsUrl}illustrations/${serviceImageKey(service)}.svg`}
            alt={`Illustration: ${service.name}`}
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
            data-fallback-src={fallback}
          />
        )}
        <span className={styles.icon}>
          <Icon name={serviceCardIcon(service.icon)} />
        </span>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {service.name}
        </h3>
        <p className={styles.description}>{service.short_description}</p>
        {service.features.length > 0 && (
          <ul className={`${page.list} ${page.tickList} ${styles.features}`}>
            {service.features.slice(0, HOME_LIMITS.featuresPerCard).map((feature) => (
              <li key={feature}>
                <Icon name="check" className={styles.tick} />
                {feature}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.price}>{service.price_text || HOME_SERVICES.priceFallback}</p>
        <CardLink to={serviceHref(service)} hidden={` about ${service.name}`}>
          Learn more
        </CardLink>
      </div>
    </article>
  );
}
