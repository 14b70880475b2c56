import { Icon } from '@tow/shared-ui/host/components';
import { type BusinessProfile, copyFiller } from '../../lib/business-profile.ts';
import { CallAndCallbackButtons } from '../../shared/CallAndCallbackButtons.tsx';
import { EmergencyCallSection } from '../../shared/EmergencyCallBlock.tsx';
import { PageHero } from '../../shared/PageHero.tsx';
import { PageSection } from '../../shared/PageSection.tsx';
import page from '../../shared/page.module.css';
import styles from './about.module.css';
import {
  ABOUT_EQUIPMENT,
  ABOUT_FEATURES,
  ABOUT_FIGURES,
  ABOUT_MISSION,
  ABOUT_STORY,
} from './content.ts';

export function AboutPage({ profile }: { profile: BusinessProfile }) {
  const fill = copyFiller(profile);
  return (
    <main id="main">
      <PageHero
        eyebrow="Established 2021 · Licensed & fully insured"
        title={`About ${profile.name}`}
        lead="Your local 24/7 towing and breakdown recovery team for Birmingham and the West Midlands: a calm voice on the phone, a clear quote and a truck on its way."
      >
        <CallAndCallbackButtons phone={profile.phone} />
      </PageHero>

      <PageSection label="Our figures">
        <dl className={styles.figures}>
          {ABOUT_FIGURES.map((figure) => (
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
              {ABOUT_STORY.heading}
            </h2>
            {ABOUT_STORY.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </div>
          <figure className={styles.storyArt}>
            <img
              src={`${profile.assetsUrl}illustrations/recovery-truck.svg`}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
            />
            <figcaption>
              On call across the West Midlands, 24 hours a day, 365 days a year.
            </figcaption>
          </figure>
        </div>
      </section>

      <PageSection
        id="about-why"
        heading="Why drivers choose us"
        intro="Four things we get right on every job, from the first call to the final drop-off."
      >
        <ul className={`${page.list} ${page.cardGrid} ${page.cardGrid4}`}>
          {ABOUT_FEATURES.map((feature) => (
            <li key={feature.title} className={`${page.card} ${styles.card}`}>
              <span className={styles.cardIcon}>
                <Icon name={feature.icon} />
              </span>
              <h3 className={styles.cardTitle}>{feature.title}</h3>
              <p className={styles.cardText}>{fill(feature.text)}</p>
            </li>
          ))}
        </ul>
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
