import { NavLink } from 'react-router-dom';
import styles from './ReviewTabs.module.css';

/** Reviews and the requests that ask for them: two views of one subject, one link each. */
export function ReviewTabs() {
  return (
    <nav className={styles.tabs} aria-label="Reviews views">
      <NavLink
        to="/reviews"
        end
        className={({ isActive }) => (isActive ? styles.active : styles.tab)}
      >
        Reviews
      </NavLink>
      <NavLink
        to="/reviews/requests"
        className={({ isActive }) => (isActive ? styles.active : styles.tab)}
      >
        Review requests
      </NavLink>
    </nav>
  );
}
