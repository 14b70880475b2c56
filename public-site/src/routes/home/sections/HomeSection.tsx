import type { ReactNode } from 'react';

/** A band of the home page: eyebrow, heading (which names the section), intro, then the rest. */
export function HomeSection({
  id,
  eyebrow,
  heading,
  intro,
  headExtra,
  alt = false,
  className,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  /** Left out when empty, as the reviews' rating is when the owner claims none. */
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  /** More of the section's head, after the intro. */
  headExtra?: ReactNode;
  /** The alternate (tinted) background. */
  alt?: boolean;
  /** Added to the container's class. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={id}>
      <div className={className ? `container ${className}` : 'container'}>
        <header className="section-head">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={id}>{heading}</h2>
          {intro !== undefined && <p>{intro}</p>}
          {headExtra}
        </header>
        {children}
      </div>
    </section>
  );
}
