import { Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import { type BusinessProfile, copyFiller } from '../../lib/business-profile.ts';
import { formatDate } from '../../shared/format.ts';
import { PageHero } from '../../shared/PageHero.tsx';
import page from '../../shared/page.module.css';
import type { LegalPage } from './content.ts';
import styles from './legal.module.css';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
] as const;

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
}: {
  profile: BusinessProfile;
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
      <PageHero eyebrow="Legal" title={document.title}>
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
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
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
          <nav aria-label="Legal pages">
            <ul className={`${page.list} ${styles.links}`}>
              {LEGAL_LINKS.filter((link) => link.label !== document.title).map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </div>
    </main>
  );
}
