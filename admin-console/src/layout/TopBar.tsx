import { Icon, Logo } from '@tow/shared-ui/host/components';
import { NotificationBell } from './NotificationBell.tsx';
import styles from './TopBar.module.css';
import { UserMenu } from './UserMenu.tsx';

export interface TopBarProps {
  readonly sidebarId: string;
  readonly sidebarShown: boolean;
  readonly onToggleSidebar: () => void;
  /** The sidebar is a drawer (phones, tablets): the toggle opens/closes it, the brand shows here. */
  readonly drawer: boolean;
  /** Phones: the user menu shows an icon only. */
  readonly compact: boolean;
  /** The pending-requests bell: staff and owners only (the crew may not read requests). */
  readonly bell: boolean;
}

/** Menu toggle, notification bell and user dropdown (spec section 2). */
export function TopBar({
  sidebarId,
  sidebarShown,
  onToggleSidebar,
  drawer,
  compact,
  bell,
}: TopBarProps) {
  return (
    <header className={styles.topbar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-controls={sidebarId}
        aria-expanded={sidebarShown}
        onClick={onToggleSidebar}
      >
        <Icon name={drawer && sidebarShown ? 'close' : 'menu'} size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      {drawer && <Logo name="Admin" size="sm" className={styles.brand} />}
      <div className={styles.end}>
        {bell && <NotificationBell />}
        <UserMenu compact={compact} />
      </div>
    </header>
  );
}
