import { Icon } from '@tow/shared-ui/host/components';
import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import { EMERGENCY_GUARANTEES, HOME_GUARANTEES_SECTION } from '../content.ts';
import styles from './sections.module.css';

/** Our emergency promise: four guarantees. */
export function Guarantees({ profile }: { profile: BusinessProfile }) {
  return (
    <section className="section section-alt" aria-labelledby="home-guarantees">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">Our promise</p>
          <h2 id="home-guarantees">{HOME_GUARANTEES_SECTION.heading}</h2>
          <p>{fillCopy(HOME_GUARANTEES_SECTION.intro, profile)}</p>
        </header>
        <ul className={styles.guarantees}>
          {EMERGENCY_GUARANTEES.map((item) => (
            <li key={item.title} className={styles.guarantee}>
              <span className={styles.guaranteeIcon}>
                <Icon name={item.icon} />
              </span>
              <h3>{item.title}</h3>
              <p>{fillCopy(item.text, profile)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
