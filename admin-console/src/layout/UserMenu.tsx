import { Icon } from '@tow/shared-ui/host/components';
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../auth/auth-context.ts';
import outline from './OutlineButton.module.css';
import styles from './TopBar.module.css';
import { UserCard } from './UserCard.tsx';

/**
 * The user dropdown with Sign Out. A disclosure (button + panel), not an ARIA menu: it holds
 * text and one button, and closes on Esc or a click outside.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div className={styles.menu} ref={root}>
      <button
        type="button"
        className={`${outline.outlineButton} ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" size={20} />
        {compact ? <span className="visually-hidden">Account</span> : <span>{user.name}</span>}
        <Icon name="chevron-down" size={16} />
      </button>
      <div id={panelId} className={styles.menuPanel} hidden={!open}>
        <UserCard signOutLabel="Sign Out" />
      </div>
    </div>
  );
}
