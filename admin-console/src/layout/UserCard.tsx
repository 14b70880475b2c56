import { Icon } from '@tow/shared-ui/host/components';
import { useAuth } from '../auth/auth-context.ts';
import outline from './OutlineButton.module.css';
import styles from './UserCard.module.css';

/**
 * The signed-in user's name and email with a sign-out button: the sidebar's "Logout" and the
 * user dropdown's "Sign Out" (spec section 2 names them differently).
 */
export function UserCard({ signOutLabel }: { signOutLabel: string }) {
  const { user, logout } = useAuth();
  if (!user) return null;
  return (
    <>
      <p className={styles.name}>{user.name}</p>
      <p className={styles.email}>{user.email}</p>
      <button
        type="button"
        className={`${outline.outlineButton} ${styles.signOut}`}
        onClick={() => void logout()}
      >
        <Icon name="logout" size={20} />
        {signOutLabel}
      </button>
    </>
  );
}
