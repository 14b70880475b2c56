import type { ReactNode } from 'react';
import { FirstScreenEnd } from './FirstScreenEnd.tsx';
import styles from './page.module.css';
import { RichText } from './RichText.tsx';
import type { ShownText } from './site-text.ts';

/**
 * The band at the top of every inner page: a short label, the page's h1, an intro, actions and
 * the coverage check. `text` is the owner's heading and intro (shared/site-text.ts), in place of
 * `title` and `lead`.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  text,
  children,
  check,
}: {
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  text?: ShownText;
  children?: ReactNode;
  /** Below the actions: the coverage check, so it never pushes the call button down. */
  check?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <div className={styles.container}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{text ? text.heading : title}</h1>
        {text ? (
          <RichText className={`${styles.lead} ${styles.richLead}`} text={text} />
        ) : (
          lead && <p className={styles.lead}>{lead}</p>
        )}
        {children && <div className={`${styles.actions} ${styles.heroActions}`}>{children}</div>}
        {check}
      </div>
      <FirstScreenEnd />
    </header>
  );
}
