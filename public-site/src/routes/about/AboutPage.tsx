import type { MediaImage } from '@tow/contracts/media';
import { Icon } from '@tow/shared-ui/host/components';
import type { CoverageOutcome } from '../../data/coverage.ts';
import { type BusinessProfile, copyFiller } from '../../lib/business-profile.ts';
import { CallAndCallbackButtons } from '../../shared/CallAndCallbackButtons.tsx';
import { CoverageCheck } from '../../shared/coverage-check/CoverageCheck.tsx';
import { EmergencyCallSection } from '../../shared/EmergencyCallBlock.tsx';
import { FeatureCards } from '../../shared/FeatureCards.tsx';
import { MediaPicture } from '../../shared/MediaPicture.tsx';
import { PageHero } from '../../shared/PageHero.tsx';
import { PageSection } from '../../shared/PageSection.tsx';
import page from '../../shared/page.module.css';
import { RichText } from '../../shared/RichText.tsx';
import type { ShownText } from '../../shared/site-text.ts';
import styles from './about.module.css';
import { ABOUT_EQUIPMENT, ABOUT_FEATURES, ABOUT_MISSION, aboutFigures } from './content.ts';

const FEATURE_LOOK = {
  card: styles.card,
  icon: styles.cardIcon,
  title: styles.cardTitle,
  text: styles.cardText,
};

export function AboutPage({
  profile,
  hero,
  story,
  coverage,
  photo,
  areas,
}: {
  profile: BusinessProfile;
  /** The owner's words: the `about-hero` and `about-story` site texts. */
  hero: ShownText;
  story: ShownText;
  coverage: CoverageOutcome | null;
  /** The owner's photo from the media library, in place of the drawing. */
  photo: MediaImage | null;
  /** How many areas the company covers (the figures' "Coverage Areas"). */
  areas: number;
}) {
  const fill = copyFiller(profile);
  return (
    <main id="main">
      <PageHero
        eyebrow={
          profile.claims.established
            ? `Established ${profile.claims.established} · Licensed & fully insured`
            : 'Licensed & fully insured'
        }
        text={hero}
        check={<CoverageCheck phone={profile.phone} outcome={coverage} />}
      >
        <CallAndCallbackButtons phone={profile.phone} />
      </PageHero>

      <PageSection label="Our figures">
        <dl className={styles.figures}>
          {aboutFigures(areas, profile.claims.established).map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={`${page.label} ${styles.figureLabel}`}>{figure.label}</dt>
              <dd className={`${page.figure} ${styles.figureValue}`}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <section className={page.sectionAlt} aria-labelledby="about-story">
        <div className={`${page.container} ${styles.story}`}>
          <div className={styles.storyText}>
            <h2 id="about-story" className={page.sectionHeading}>
              {story.heading}
            </h2>
            <RichText text={story} />
          </div>
          <figure className={`${styles.storyArt} ${photo ? styles.storyPhoto : ''}`}>
            {photo ? (
              <MediaPicture image={photo} sizes="(min-width: 48em) 28rem, calc(100vw - 2rem)" />
            ) : (
              <img
                src={`${profile.assetsUrl}illustrations/recovery-truck.svg`}
                alt=""
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
              />
            )}
            <figcaption>
              {`On call across ${profile.region.region_wide}, 24 hours a day, 365 days a year.`}
            </figcaption>
          </figure>
        </div>
      </section>

      <PageSection
        id="about-why"
        heading="Why drivers choose us"
        intro="Four things we get right on every job, from the first call to the final drop-off."
      >
        <FeatureCards cards={ABOUT_FEATURES} fill={fill} look={FEATURE_LOOK} />
      </PageSection>

      <PageSection flush labelledBy="about-mission">
        <div className={styles.mission}>
          <h2 id="about-mission">{ABOUT_MISSION.heading}</h2>
          <p>{fill(ABOUT_MISSION.text)}</p>
        </div>
      </PageSection>

      <PageSection
        id="about-equipment"
        heading={ABOUT_EQUIPMENT.heading}
        intro={fill(ABOUT_EQUIPMENT.intro)}
        alt
      >
        <ul className={`${page.list} ${page.tickList} ${styles.equipment}`}>
          {ABOUT_EQUIPMENT.items.map((item) => (
            <li key={item}>
              <span className={styles.tick}>
                <Icon name="check" />
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <EmergencyCallSection profile={profile} />
    </main>
  );
}
