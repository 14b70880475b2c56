import type { HTMLAttributes } from 'react';
import logoMark from '../../../assets/brand/logo-mark.svg?raw';
import { cx } from '../../lib/cx.ts';
import styles from './Logo.module.css';

export type LogoSize = 'sm' | 'md' | 'lg';

export interface LogoProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Company name, shown beside the mark (it is the accessible name too). */
  readonly name: string;
  /** Optional line under the name, e.g. "24/7 Towing & Recovery". */
  readonly tagline?: string;
  /** Renders the logo as a link (usually "/"). */
  readonly href?: string;
  readonly size?: LogoSize;
}

/** The brand: the tow-truck mark (inline SVG, decorative) with the company name as text. */
export function Logo({ name, tagline, href, size = 'md', className, ...rest }: LogoProps) {
  const classes = cx(styles.logo, styles[size], className);
  const content = (
    <>
      <span
        className={styles.mark}
        aria-hidden="true"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own artwork, inlined at build time
        dangerouslySetInnerHTML={{ __html: logoMark.trim() }}
      />
      <span className={styles.words}>
        <span className={styles.name}>{name}</span>
        {tagline && <span className={styles.tagline}>{tagline}</span>}
      </span>
    </>
  );
  return href === undefined ? (
    <span {...rest} className={classes}>
      {content}
    </span>
  ) : (
    <a {...rest} href={href} className={classes}>
      {content}
    </a>
  );
}

export default Logo;
