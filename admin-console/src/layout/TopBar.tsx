import { Icon } from '@tow/shared-ui/host/components';
import { NotificationBell } from './NotificationBell.tsx';
import styles from './TopBar.module.css';
import { UserMenu } from './UserMenu.tsx';

export interface TopBarProps {
  readonly sidebarId: string;
  readonly sidebarShown: boolean;
  readonly onToggleSidebar: () => void;
  /** Phones: the user menu shows an icon only. */
  readonly compact: boolean;
}

/** Menu toggle, notification bell and user dropdown (spec section 2). */
export function TopBar({ sidebarId, sidebarShown, onToggleSidebar, compact }: TopBarProps) {
  return (
    <header className={styles.topbar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-controls={sidebarId}
        aria-expanded={sidebarShown}
        onClick={onToggleSidebar}
      >
        <Icon name={sidebarShown ? 'close' : 'menu'} size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      <div className={styles.end}>
        <NotificationBell />
        <UserMenu compact={compact} />
      </div>
    </header>
  );
}
