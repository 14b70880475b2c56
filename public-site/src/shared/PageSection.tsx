import type { ReactNode } from 'react';
import page from './page.module.css';

/**
 * What names a section: its heading (whose id labels it) with an optional intro, or, for a band
 * without a heading of its own, an `aria-label`, the id of a heading inside it, or nothing.
 */
type SectionName =
  | { id: string; heading: ReactNode; intro?: ReactNode; label?: never; labelledBy?: never }
  | { id?: never; heading?: never; intro?: never; label?: string; labelledBy?: string };

/** A band of an inner page: a container, with its heading and intro first when it has them. */
export function PageSection({
  id,
  heading,
  intro,
  label,
  labelledBy,
  alt = false,
  flush = false,
  className,
  children,
}: SectionName & {
  /** The alternate (tinted) background. */
  alt?: boolean;
  /** No space above: the band before it already has some. */
  flush?: boolean;
  /** Added to the container's class: the page's layout of the section's content. */
  className?: string;
  children: ReactNode;
}) {
  const band = [alt ? page.sectionAlt : page.section, flush && page.flush].filter(Boolean);
  return (
    <section
      className={band.join(' ')}
      aria-label={label}
      aria-labelledby={heading === undefined ? labelledBy : id}
    >
      <div className={className ? `${page.container} ${className}` : page.container}>
        {heading !== undefined && (
          <h2 id={id} className={page.sectionHeading}>
            {heading}
          </h2>
        )}
        {intro !== undefined && <p className={page.sectionIntro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
