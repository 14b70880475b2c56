import type { Service } from '@tow/contracts/service';
import { Icon } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import { serviceHref } from '../../../shared/links.ts';
import page from '../../../shared/page.module.css';
import {
  DEFAULT_SERVICE_IMAGE,
  serviceCardIcon,
  serviceImageKey,
} from '../../../shared/service-images.ts';
import { HOME_LIMITS, HOME_SERVICES } from '../content.ts';
import styles from './ServicesSection.module.css';

/**
 * One service on the home page: illustration, icon, name, short description, first 3 features. A
 * picture that fails to load becomes the towing picture (src/page-script/image-fallbacks.ts).
 */
export function ServiceCard({ service, assetsUrl }: { service: Service; assetsUrl: string }) {
  const fallback = `${assetsUrl}illustrations/${DEFAULT_SERVICE_IMAGE}.svg`;
  const titleId = `home-service-${service.id}`;
  return (
    <article className={`${page.tile} ${page.lift} ${styles.card}`} aria-labelledby={titleId}>
      <div className={styles.figure}>
        <img
          src={`${assetsUrl}illustrations/${serviceImageKey(service)}.svg`}
          alt={`Illustration: ${service.name}`}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          data-fallback-src={fallback}
        />
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
        <Link to={serviceHref(service)} className={styles.more}>
          Learn more<span className="visually-hidden"> about {service.name}</span>
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
