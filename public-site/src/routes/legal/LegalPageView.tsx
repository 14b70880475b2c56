import { Icon, PhoneLink } from '@tow/shared-ui/host/components';
import type { CoverageOutcome } from '../../data/coverage.ts';
import { type BusinessProfile, copyFiller } from '../../lib/business-profile.ts';
import { pageLinks } from '../../page-table.ts';
import { CoverageCheck } from '../../shared/coverage-check/CoverageCheck.tsx';
import { formatDate } from '../../shared/format.ts';
import { JumpLinks } from '../../shared/JumpLinks.tsx';
import { LinkNav } from '../../shared/LinkNav.tsx';
import { PageHero } from '../../shared/PageHero.tsx';
import page from '../../shared/page.module.css';
import type { LegalPage } from './content.ts';
import styles from './legal.module.css';

const LEGAL_LINKS = pageLinks('legalLink');

/** "Who we share your data with" → "who-we-share-your-data-with", for in-page links. */
function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A legal text: readable measure (~70ch), a contents list, and the date it was last changed. */
export function LegalPageView({
  profile,
  document,
  values,
  coverage,
}: {
  profile: BusinessProfile;
  coverage: CoverageOutcome | null;
  document: LegalPage;
  /** More `{placeholders}` of this document, e.g. the privacy policy's `{retentionDays}`. */
  values?: Record<string, string>;
}) {
  const fillProfile = copyFiller(profile);
  const fill = (text: string) => fillProfile(text, values);
  const sections = document.sections.map((section) => ({
    ...section,
    id: sectionId(section.heading),
  }));
  return (
    <main id="main">
      <PageHero
        eyebrow="Legal"
        title={document.title}
        check={<CoverageCheck phone={profile.phone} outcome={coverage} />}
      >
        <p className={styles.updated}>
          <Icon name="calendar" />
          <span>
            Last updated <time dateTime={document.updated}>{formatDate(document.updated)}</time>
          </span>
        </p>
      </PageHero>
      <div className={page.section}>
        <article className={`${page.container} ${styles.article}`}>
          <p className={styles.intro}>{fill(document.intro)}</p>
          <nav className={styles.toc} aria-labelledby="legal-contents">
            <h2 id="legal-contents">Contents</h2>
            <JumpLinks
              ordered
              parts={sections.map((section) => ({ id: section.id, label: section.heading }))}
            />
          </nav>
          {sections.map((section) => (
            <section key={section.id} id={section.id} className={styles.section}>
              <h2>{section.heading}</h2>
              {section.paragraphs.slice(0, 1).map((p) => (
                <p key={p}>{fill(p)}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{fill(item)}</li>
                  ))}
                </ul>
              )}
              {section.paragraphs.slice(1).map((p) => (
                <p key={p}>{fill(p)}</p>
              ))}
            </section>
          ))}
          <aside className={`${page.card} ${styles.contact}`} aria-labelledby="legal-contact">
            <h2 id="legal-contact">Questions about this page?</h2>
            <p>
              Email <a href={`mailto:${profile.email}`}>{profile.email}</a> or call{' '}
              <PhoneLink phone={profile.phone} />.
            </p>
          </aside>
          <LinkNav
            label="Legal pages"
            className={`${page.list} ${styles.links}`}
            links={LEGAL_LINKS.filter((link) => link.label !== document.title)}
          />
        </article>
      </div>
    </main>
  );
}
