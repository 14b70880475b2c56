import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The band at the top of every inner page: a short label, the page's h1, an intro and actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <div className={styles.container}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={`${styles.actions} ${styles.heroActions}`}>{children}</div>}
      </div>
    </header>
  );
}
