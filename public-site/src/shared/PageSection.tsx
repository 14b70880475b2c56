import type { ReactNode } from 'react';
import page from './page.module.css';

/** A band of an inner page: its heading (which names the section), an optional intro, the rest. */
export function PageSection({
  id,
  heading,
  intro,
  alt = false,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  /** The alternate (tinted) background. */
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={alt ? page.sectionAlt : page.section} aria-labelledby={id}>
      <div className={page.container}>
        <h2 id={id} className={page.sectionHeading}>
          {heading}
        </h2>
        {intro !== undefined && <p className={page.sectionIntro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
