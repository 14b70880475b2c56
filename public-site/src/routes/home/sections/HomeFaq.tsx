import { Accordion } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import { HOME_FAQ } from '../../../shared/faq.ts';
import { HOME_SECTION_HEADINGS } from '../content.ts';
import { HomeSection } from './HomeSection.tsx';
import styles from './sections.module.css';

/** The six home questions; one answer open at a time, with or without JavaScript. */
export function HomeFaq({ profile }: { profile: BusinessProfile }) {
  const items = HOME_FAQ.map((item, index) => ({
    id: String(index + 1),
    title: item.question,
    content: <p>{fillCopy(item.answer, profile)}</p>,
  }));
  return (
    <HomeSection
      id="home-faq"
      eyebrow="Quick answers"
      heading={HOME_SECTION_HEADINGS.faq}
      className={styles.faq}
    >
      <Accordion items={items} name="home-faq" idPrefix="home-faq-" />
      <p className={styles.center}>
        <Link to="/faq">More questions and answers</Link>
      </p>
    </HomeSection>
  );
}
