import type { UserRole } from '@tow/contracts';
import { Icon, Logo } from '@tow/shared-ui/host/components';
import { NavLink } from 'react-router-dom';
import { ACCOUNT_NAV_ITEMS, CREW_NAV_ITEMS, NAV_ITEMS } from './nav-items.ts';
import styles from './Sidebar.module.css';
import { UserCard } from './UserCard.tsx';

export interface SidebarProps {
  readonly id: string;
  /** The signed-in user's role: what they may open. */
  readonly userRole: UserRole;
  /** Visible: always on desktop unless collapsed; on phones only while the drawer is open. */
  readonly shown: boolean;
  /** A drawer over the page (phones, tablets) rather than a column beside it. */
  readonly overlay: boolean;
}

/** Navigation of spec section 2, then the signed-in user's name and email and Logout. */
export function Sidebar({ id, userRole, shown, overlay }: SidebarProps) {
  // The crew see only their jobs and their account; every other call would answer 403.
  const crew = userRole === 'crew';
  const sections = crew ? CREW_NAV_ITEMS : NAV_ITEMS;
  const accountItems = ACCOUNT_NAV_ITEMS.filter((item) =>
    crew ? item.crew : !item.ownerOnly || userRole === 'owner',
  );
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  return (
    <aside
      id={id}
      className={styles.sidebar}
      data-shown={shown}
      data-overlay={overlay}
      // A closed drawer is off screen: keep it out of the tab order and the accessibility tree.
      inert={!shown}
      aria-label="Sidebar"
    >
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo name="Admin Console" tagline="Towing & Recovery" size="sm" />
        </div>
        <nav aria-label="Admin sections" className={styles.nav}>
          <ul>
            {sections.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    isActive ? `${styles.link} ${styles.active}` : styles.link
                  }
                >
                  <Icon name={item.icon} size={20} />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account" className={styles.nav}>
          <ul>
            {accountItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.user}>
          <UserCard signOutLabel="Logout" />
        </div>
      </div>
    </aside>
  );
}
