import { Link } from 'react-router-dom';

export interface SiteLink {
  readonly to: string;
  readonly label: string;
}

/** A labelled navigation landmark holding a list of the site's own pages (footer, legal pages). */
export function LinkNav({
  label,
  className,
  links,
}: {
  label: string;
  className?: string;
  links: readonly SiteLink[];
}) {
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
