import { Icon } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import { PENDING_CALLBACKS_PATH } from './nav-items.ts';
import { usePendingRequests } from './pending-requests.tsx';
import styles from './TopBar.module.css';

/** The bell: how many callback requests are pending; opens the callbacks screen on them. */
export function NotificationBell() {
  const { count } = usePendingRequests();
  const label =
    count === null
      ? 'Pending callback requests'
      : `${count} pending callback ${count === 1 ? 'request' : 'requests'}`;
  return (
    <Link
      to={PENDING_CALLBACKS_PATH}
      className={styles.iconButton}
      aria-label={label}
      title={label}
    >
      <Icon name="bell" size={24} />
      {count !== null && count > 0 && (
        <span className={styles.count} aria-hidden="true" data-testid="pending-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
