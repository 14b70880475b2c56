import type { Location } from '@tow/contracts/location';
import { Icon, Skeleton } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import { HOME_SECTION_HEADINGS } from '../content.ts';
import { HomeSection } from './HomeSection.tsx';
import styles from './sections.module.css';

/** The areas we cover, each linking to its own page. */
export function AreasCovered({ locations }: { locations: Location[] | null }) {
  return (
    <HomeSection
      id="home-areas"
      eyebrow="Local to you"
      heading={HOME_SECTION_HEADINGS.areas}
      intro="Fast local recovery across Birmingham and the West Midlands, including the M6, M5, M42 and M6 Toll."
    >
      {locations === null ? (
        <div className={styles.areas} aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <Skeleton key={i} height={56} />
          ))}
        </div>
      ) : (
        <ul className={styles.areas}>
          {locations.map((location) => (
            <li key={location.id}>
              <Link to={`/areas/${location.slug}`} className={styles.area}>
                <Icon name="map-pin" className={styles.areaIcon} />
                {location.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
