import { Link } from 'react-router-dom';
import styles from './sections.module.css';

/**
 * The link closing a home page card ("Learn more →", "View offer →"); `hidden` completes its
 * words for a screen reader, which reads the links of a page out of their cards.
 */
export function CardLink({
  to,
  children,
  hidden,
}: {
  to: string;
  children: string;
  hidden: string;
}) {
  return (
    <Link to={to} className={styles.cardLink}>
      {children}
      <span className="visually-hidden">{hidden}</span>
      <span aria-hidden="true" className={styles.arrow}>
        →
      </span>
    </Link>
  );
}
