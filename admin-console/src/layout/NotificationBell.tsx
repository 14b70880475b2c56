import { Icon } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import { useLiveEvents } from '../live/live-context.ts';
import { PENDING_CALLBACKS_PATH } from './nav-items.ts';
import { usePendingRequests } from './pending-requests.tsx';
import styles from './TopBar.module.css';

/**
 * The bell: how many callback requests are pending, and a mark while a driver's text is unread;
 * opens the callbacks screen on them, or on the request a single unread text belongs to.
 */
export function NotificationBell() {
  const { count } = usePendingRequests();
  const { unreadTexts } = useLiveEvents();
  const pending =
    count === null
      ? 'Pending callback requests'
      : `${count} pending callback ${count === 1 ? 'request' : 'requests'}`;
  const texts = unreadTexts.size;
  const label =
    texts > 0
      ? `${pending}, ${texts === 1 ? 'a new text' : `${texts} new texts`} from drivers`
      : pending;
  const [onlyTextOf] = texts === 1 ? [...unreadTexts] : [];
  return (
    <Link
      to={onlyTextOf ? `/callbacks/${onlyTextOf}` : PENDING_CALLBACKS_PATH}
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
      {texts > 0 && (
        <span className={styles.textMark} aria-hidden="true" data-testid="unread-texts" />
      )}
    </Link>
  );
}
