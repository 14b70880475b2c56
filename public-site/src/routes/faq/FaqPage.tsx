import { Accordion, Button, PhoneLink } from '@tow/shared-ui/host/components';
import type { CoverageOutcome } from '../../data/coverage.ts';
import { type BusinessProfile, copyFiller } from '../../lib/business-profile.ts';
import { CoverageCheck } from '../../shared/coverage-check/CoverageCheck.tsx';
import { FAQ_CATEGORIES } from '../../shared/faq.ts';
import { JumpLinks } from '../../shared/JumpLinks.tsx';
import { PageHero } from '../../shared/PageHero.tsx';
import { PageSection } from '../../shared/PageSection.tsx';
import page from '../../shared/page.module.css';
import styles from './faq.module.css';

/** One name for every category's <details>: one answer open at a time on the whole page. */
const FAQ_GROUP = 'faq';

function HelpBox({ profile, className }: { profile: BusinessProfile; className?: string }) {
  return (
    <div className={`${page.card} ${styles.help} ${className ?? ''}`}>
      <h2>Need help right now?</h2>
      <p>Do not wait for an answer here if you are stranded: call us, day or night.</p>
      <PhoneLink phone={profile.phone} variant="button" />
      <Button href="/contact" variant="secondary">
        Request Callback
      </Button>
    </div>
  );
}

export function FaqPage({
  profile,
  coverage,
}: {
  profile: BusinessProfile;
  coverage: CoverageOutcome | null;
}) {
  const fill = copyFiller(profile);
  return (
    <main id="main">
      <PageHero
        eyebrow="Help & advice"
        title="Frequently asked questions"
        check={<CoverageCheck phone={profile.phone} outcome={coverage} />}
        lead="Straight answers about response times, the areas we cover, quotes, safety at the roadside and what happens when you call."
      >
        <PhoneLink phone={profile.phone} variant="button" label={`Call ${profile.phone}`} />
      </PageHero>

      <PageSection className={styles.layout}>
        <aside className={styles.toc}>
          <nav aria-labelledby="faq-toc-title">
            <p id="faq-toc-title" className={`${page.label} ${styles.tocTitle}`}>
              Categories
            </p>
            <JumpLinks
              className={page.pills}
              parts={FAQ_CATEGORIES.map((category) => ({ id: category.id, label: category.title }))}
            />
          </nav>
          <HelpBox profile={profile} className={styles.helpAside} />
        </aside>

        <div className={styles.categories}>
          {FAQ_CATEGORIES.map((category, index) => (
            <section
              key={category.id}
              id={category.id}
              className={styles.category}
              aria-labelledby={`${category.id}-heading`}
            >
              <h2 id={`${category.id}-heading`} className={styles.categoryHeading}>
                <span className={styles.categoryNumber} aria-hidden="true">
                  {index + 1}
                </span>
                {category.title}
              </h2>
              <Accordion
                name={FAQ_GROUP}
                idPrefix={`${category.id}-q`}
                items={category.items.map((item, i) => ({
                  id: String(i + 1),
                  title: fill(item.question),
                  content: <p className={styles.answer}>{fill(item.answer)}</p>,
                }))}
              />
            </section>
          ))}
          <HelpBox profile={profile} className={styles.helpEnd} />
        </div>
      </PageSection>
    </main>
  );
}
