import type { Location } from '@tow/contracts/location';
import { Icon } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import page from '../../../shared/page.module.css';
import { HOME_AREAS_INTRO, HOME_SECTION_HEADINGS } from '../content.ts';
import { HomeSection } from './HomeSection.tsx';
import styles from './sections.module.css';

/** The areas we cover, each linking to its own page. */
export function AreasCovered({
  locations,
  profile,
}: {
  locations: Location[];
  profile: BusinessProfile;
}) {
  return (
    <HomeSection
      id="home-areas"
      eyebrow="Local to you"
      heading={HOME_SECTION_HEADINGS.areas}
      intro={fillCopy(HOME_AREAS_INTRO, profile)}
    >
      <ul className={`${page.list} ${styles.areas}`}>
        {locations.map((location) => (
          <li key={location.id}>
            <Link to={`/areas/${location.slug}`} className={styles.area}>
              <Icon name="map-pin" className={styles.areaIcon} />
              {location.name}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
