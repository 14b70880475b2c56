import { Icon } from '@tow/shared-ui/host/components';
import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import page from '../../../shared/page.module.css';
import { EMERGENCY_GUARANTEES, HOME_GUARANTEES_SECTION } from '../content.ts';
import { HomeSection } from './HomeSection.tsx';
import styles from './sections.module.css';

/** Our emergency promise: four guarantees. */
export function Guarantees({ profile }: { profile: BusinessProfile }) {
  return (
    <HomeSection
      id="home-guarantees"
      eyebrow="Our promise"
      heading={HOME_GUARANTEES_SECTION.heading}
      intro={fillCopy(HOME_GUARANTEES_SECTION.intro, profile)}
      alt
    >
      <ul className={`${page.list} ${page.cardGrid} ${page.cardGrid4}`}>
        {EMERGENCY_GUARANTEES.map((item) => (
          <li key={item.title} className={`${page.card} ${styles.guarantee}`}>
            <span className={styles.guaranteeIcon}>
              <Icon name={item.icon} />
            </span>
            <h3>{item.title}</h3>
            <p>{fillCopy(item.text, profile)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
