import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import { FeatureCards } from '../../../shared/FeatureCards.tsx';
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
      <FeatureCards
        cards={EMERGENCY_GUARANTEES}
        fill={(text) => fillCopy(text, profile)}
        look={{ card: styles.guarantee, icon: styles.guaranteeIcon }}
      />
    </HomeSection>
  );
}
